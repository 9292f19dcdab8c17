// Which rule texts the offline engine carries out, read the way libs/engine/rules' Parse reads
// them, so that a rule that changed no sentence can say why: no place for it in the draft, or a
// rule the engine does not understand. rules_test.go holds this reading to Parse itself over
// test/rule-forms.json, so the two cannot drift apart unnoticed; the list of connectives comes
// from the engine through the page.
import { nfc, trimSpace } from './text.js';

const quoteMarks = /[‘’“”"「」『』`]/g;
const charCount = /(\d{1,3})\s*자\s*(이내|안팎|이하|내외|정도|미만|넘지|를 넘|을 넘|까지)/;
const negative = ['쓰지', '피하', '빼', '금지', '말기', '않기', '줄이', '없애', '자제', '삼가', '지양', '생략', '없이', '아끼'];
const laughs = ['ㅎㅎ', 'ㅋㅋ', 'ㅠㅠ', '^^', 'ㅎ', 'ㅋ', 'ㅠ', ':)'];
const persons = ['저희', '우리', '저', '나'];
const levels = ['합니다체', '합쇼체', '습니다', '격식체', '해요체', '요체', '존댓말', '높임말', '해라체', '평서체', '-다체', '다체', '반말', '해체'];

const has = (s, words) => words.some((w) => s.includes(w));
const openers = /^[~\-～]+/;

// quoted is the first text between single quotes, without the ~ or - written before endings.
function quoted(s) {
  const open = s.indexOf("'");
  const close = open < 0 ? -1 : s.indexOf("'", open + 1);
  return close < 0 ? '' : trimSpace(trimSpace(s.slice(open + 1, close)).replace(openers, ''));
}

// read is the rule text as the engine reads it, and which of its kinds it could be, in the
// engine's order: a length, a laugh, something asked for, something done without.
function read(text) {
  const s = trimSpace(nfc(text).replace(quoteMarks, "'").replace(/[\t\n\f\r ]+/g, ' '));
  if (s === '' || [...s].length > 60) return null;
  const q = quoted(s);
  const neg = has(s, negative);
  return {
    s, q, neg,
    length: charCount.test(s) && s.includes('문장'),
    laugh: laughs.includes(q) || (q === '' && has(s, ['ㅎㅎ', 'ㅋㅋ', '웃음 표시', '이모티콘'])),
    asks: !neg || s.includes('없이 끝'),
  };
}

// engineKnows reports whether the offline engine understands the rule text; connectives are the
// engine's (rule-words.js on the page).
export function engineKnows(text, connectives) {
  const r = read(text);
  if (!r) return false;
  if (r.length || r.laugh) return true;
  if (r.asks && asksFor(r.s, r.q, connectives)) return true;
  return r.neg && doesWithout(r.s, r.q);
}

// isLevelRule reports whether the offline engine reads the rule text as the speech level to end
// sentences at (해요체로 끝맺기).
export function isLevelRule(text) {
  const r = read(text);
  return !!r && !r.length && !r.laugh && r.asks && asksLevel(r.s, r.q);
}

const asksLevel = (s, q) => has(s, levels) || ['요', '어요', '해요', '다', '한다'].includes(q);

function asksFor(s, q, connectives) {
  return asksLevel(s, q) ||
    (s.includes('짧') && (s.includes('문장') || s.includes('끊'))) ||
    (s.includes('마침표') && has(s, ['없이', '생략', '빼', '안 찍'])) ||
    (has(s, ['쉼표', '콤마']) && has(s, ['자주', '많이', '끊', '찍', '넣', '쓰기'])) ||
    (connectives.includes(q) && has(s, ['첫머리', '접속', '시작', '처음', '앞에', '쓰기', '로 잇'])) ||
    namesPerson(s, q);
}

function withoutParticle(w) {
  for (const p of ['으로', '로', '은', '는', '를', '라고']) {
    if (w.endsWith(p) && w.length > p.length) return w.slice(0, -p.length);
  }
  return w;
}

function namesPerson(s, q) {
  if (q !== '') return persons.includes(withoutParticle(q));
  return has(s, ['1인칭', '스스로', '자신을', '자기를']) && s.split(/\s+/).some((w) => persons.includes(withoutParticle(w)));
}

const wordlike = (w) => w !== '' && !w.includes("'") && /\p{L}/u.test(w);

function doesWithout(s, q) {
  if (has(s, ['번역투', 'AI 말투', 'AI 티', 'AI스러운', '기계적', '딱딱한 표현', '쉼표', '콤마', '마침표'])) return true;
  if ((s.includes('접속사') && q === '') || wordlike(q)) return true;
  // An unquoted phrase before the verb: 또한 쓰지 않기.
  return negative.some((verb) => {
    const i = s.indexOf(verb);
    if (i <= 0) return false;
    const phrase = trimSpace(trimSpace(trimSpace(s.slice(0, i)).replace(openers, '')).replace(/은$/, '').replace(/는$/, ''));
    return [...phrase].length <= 10 && wordlike(phrase);
  });
}

// avoidRule is the rule that does without an avoided phrase, in a form the engine reads as one
// ('또한' 쓰지 않기), or '' when no such rule fits in max characters.
export function avoidRule(phrase, max) {
  const p = trimSpace(nfc(phrase));
  if (!wordlike(p)) return '';
  return [`'${p}' 쓰지 않기`, `'${p}' 피하기`].find((r) => [...r].length <= max) ?? '';
}
