// The voice as a file and as what local storage keeps: the same JSON either way, read back with
// the checks the page would have applied to a voice it made itself, so a file edited by hand or
// made by an older page cannot put a rule on screen that the rewrite would refuse.

export const voiceFormat = 'maltu-voice';

// voiceJSON writes the parts of a voice worth keeping; the writer's own text is not among them.
export function voiceJSON(voice, now = new Date()) {
  return {
    format: voiceFormat,
    version: 1,
    saved_at: now.toISOString(),
    observations: voice.observations.map(({ title, evidence }) => ({ title, evidence })),
    rules: voice.rules.map(({ rule, why, evidence, own }) => ({ rule, why, evidence, own: own === true })),
    avoids: voice.avoids.map(({ phrase, why }) => ({ phrase, why })),
  };
}

const str = (v) => (typeof v === 'string' ? v.normalize('NFC').trim() : '');
const list = (v) => (Array.isArray(v) ? v : []);

// voiceFrom reads a kept or imported voice, or throws an Error whose message tells the writer
// what is wrong with the file. limits are the page's: {ruleChars, rules}.
export function voiceFrom(data, limits) {
  if (data === null || typeof data !== 'object' || data.format !== voiceFormat) {
    throw new Error('말투 파일이 아닙니다. 이 화면에서 내려받은 .json 파일을 골라 주세요.');
  }
  const rules = list(data.rules).map((r) => ({ rule: str(r?.rule), why: str(r?.why), evidence: str(r?.evidence), own: r?.own === true }))
    .filter((r) => r.rule !== '');
  if (rules.length === 0) throw new Error('파일에 규칙이 하나도 없습니다.');
  if (rules.length > limits.rules) throw new Error(`규칙은 ${limits.rules}개까지 둘 수 있는데 파일에는 ${rules.length}개가 있습니다.`);
  const long = rules.findIndex((r) => [...r.rule].length > limits.ruleChars);
  if (long >= 0) throw new Error(`${long + 1}번째 규칙이 ${limits.ruleChars}자를 넘습니다. 파일을 고친 뒤 다시 불러와 주세요.`);
  return {
    observations: list(data.observations).map((o) => ({ title: str(o?.title), evidence: str(o?.evidence) })).filter((o) => o.title !== ''),
    rules,
    avoids: list(data.avoids).map((a) => ({ phrase: str(a?.phrase), why: str(a?.why) })).filter((a) => a.phrase !== ''),
    dropped: 0,
  };
}

// mergeRules puts a new extraction's rules beside the rules the writer wrote or edited (own),
// which an extraction never replaces: theirs come first, then the new ones that are not the same
// text, as many as max allows. left is how many new rules found no room.
export function mergeRules(fresh, current, max) {
  const own = current.filter((r) => r.own);
  const room = Math.max(0, max - own.length);
  const added = fresh.filter((r) => !own.some((o) => o.rule === r.rule));
  return { rules: [...own, ...added.slice(0, room)], kept: own.length, left: Math.max(0, added.length - room) };
}
