// Step 4: the result, sentence by sentence. The writer takes each rewritten sentence, keeps the
// draft's, or writes their own, and can undo each change; copy, export, the prose view and the
// report take what they chose.
import { request } from './api.js';
import { $, h } from './dom.js';
import { nfc, diff, joinSentences, factChanges, countChars } from './text.js';
import { limits } from './limits.js';
import { state, fmt } from './state.js';
import { chosenText, choose, fill, usedFrom } from './choices.js';
import { engineKnows, isLevelRule } from './rule-forms.js';
import { ruleWords } from './rule-words.js';
import { resetReport, selectView } from './report.js';
import { renderProse } from './prose.js';

export function showResult(data, draftText, rules, m) {
  state.result?.leveling?.abort();
  state.result = {
    draft: draftText,
    rules,
    mode: m,
    sentences: data.sentences,
    changedRatio: data.changed_ratio ?? null,
    reverted: Math.max(data.sentences.filter((s) => s.reverted).length, Number(data.reverted_count) || 0),
    picks: data.sentences.map(() => []), // each sentence's choices, see choices.js
    published: false, // published_as_is is sent once per result
    report: null,
    leveled: [], // a blank's draft sentence at the writer's speech level, see levelBlanks
    leveling: null, // its request, aborted when another result comes
  };
  const ratio = state.result.changedRatio === null ? '계산할 수 없음' : `${Math.round(state.result.changedRatio * 1000) / 10}%`;
  const blanks = data.sentences.filter((s) => s.blank).length;
  $('#summary').textContent = [
    `문장 ${fmt(data.sentences.length)}개 중 ${fmt(Number(data.changed_count) || 0)}개를 바꿨습니다.`,
    state.result.reverted ? `수치나 이름을 지키려고 ${fmt(state.result.reverted)}개는 초안 그대로 두었습니다.` : '',
    blanks ? `근거가 필요한 문장 ${fmt(blanks)}개는 비워 두었습니다.` : '',
    `바뀐 정도 ${ratio}.`,
  ].filter(Boolean).join(' ');
  $('#truncated').hidden = !data.truncated;
  $('#stale').hidden = true;
  showRuleEffects();
  $('#sentences').replaceChildren(...data.sentences.map(sentenceItem));
  $('#copy-status').textContent = '';
  $('#choice-status').textContent = '';
  resetReport();
  selectView('tab-editor');
  $('#result').hidden = false;
  $('#result-pending').hidden = true;
  changed();
  $('#h-result').focus();
  levelBlanks(state.result);
}

// levelBlanks offers, in org mode, each blank at the writer's speech level, so that a blank left
// unfilled does not mix levels in the finished text. The contract keeps blanks as drafted (§4.2
// rule 6: not rewritten, no organisation documents back them), so the org answer stays as it is;
// the page asks /api/rewrite once more for the blanks alone with the voice's level rule only
// (personal mode: gated like any rewrite, so figures and names stay), and shows the result in
// the blank's box as still needing support. It costs one more call of the daily limit; on any
// failure, or with no level rule, a blank keeps the draft's sentence, as the page says.
async function levelBlanks(r) {
  const level = r.rules.find((x) => isLevelRule(x.rule));
  const at = r.sentences.flatMap((s, i) => (s.blank ? [i] : []));
  const draft = at.map((i) => r.sentences[i].original).join('\n'); // a newline always ends a sentence
  if (!level || at.length === 0 || countChars(draft) < limits.draft.min) return;
  r.leveling = new AbortController();
  let data;
  try {
    data = await request('/api/rewrite', { body: { draft, rules: [{ id: 1, rule: level.rule }], mode: 'personal' }, signal: r.leveling.signal });
  } catch {
    return;
  }
  if (state.result !== r || !Array.isArray(data.sentences) || data.sentences.length !== at.length) return;
  r.levelRule = level.rule;
  data.sentences.forEach((s, k) => {
    const blank = r.sentences[at[k]];
    if (s.original === blank.original && !s.reverted && s.rewritten !== s.original) r.leveled[at[k]] = s.rewritten;
  });
  at.forEach(offerLevel);
  changed();
}

// given is the sentence the service offers: the API's, or a blank's at the writer's level.
const given = (i) => state.result.leveled[i] ?? state.result.sentences[i].rewritten;

// inForce is sentence i as the writer has it now.
function inForce(i) {
  const r = state.result;
  return r.picks[i].length ? chosenText(r.sentences[i], r.picks[i]) : given(i);
}

// markStale says so on the result when the rules in force are no longer those it was made with.
export function markStale() {
  const r = state.result;
  if (!r) return;
  const now = state.voice.rules.map((x) => x.rule);
  $('#stale').hidden = now.length === r.rules.length && now.every((x, i) => x === r.rules[i].rule);
}

// showRuleEffects says for each rule sent how many sentences it changed, from the answer's
// rule_ids, and for a rule that changed none, why: nothing in the draft it applies to, or a rule
// the engine does not understand.
function showRuleEffects() {
  const r = state.result;
  const applied = (id) => r.sentences.filter((s) => !s.reverted && !s.blank && s.rewritten !== s.original &&
    (s.rule_ids ?? []).some((x) => Number(x) === id)).length;
  $('#rule-effects-list').replaceChildren(...r.rules.map((rule) => {
    const n = applied(rule.id);
    return h('li', { class: n ? '' : 'none' },
      h('span', { class: 'rule-name', text: `${rule.rule}:` }), ' ',
      n ? h('span', { text: `문장 ${fmt(n)}개를 바꿨습니다.` })
        : h('span', { class: 'muted', text: `바꾼 문장이 없습니다. ${whyNone(rule.rule)}` }));
  }));
}

// whyNone says why a rule changed no sentence. A reverted sentence carries no rule ids, so where
// the gate reverted some, the rule may have been applied there.
function whyNone(rule) {
  if (!engineKnows(rule, ruleWords.connectives)) return '기본 엔진이 알아듣지 못하는 규칙입니다. ‘해요체로 끝맺기’, ‘문장은 짧게’처럼 써 보세요.';
  return state.result.reverted
    ? '이 초안에는 이 규칙을 적용할 곳이 없었거나, 적용한 문장이 수치나 이름을 지키려고 초안대로 되돌려졌습니다.'
    : '이 초안에는 이 규칙을 적용할 곳이 없었습니다.';
}

// The labels of a sentence's state, and what the writer has put in its place.
const kindLabels = { blank: '근거 필요', reverted: '되돌림', changed: '바뀜', same: '바뀐 곳 없음' };
const useLabels = { draft: '초안 문장을 씁니다', own: '직접 고친 문장을 씁니다' };

function sentenceItem(s, i) {
  const kind = s.blank ? 'blank' : s.reverted ? 'reverted' : s.rewritten !== s.original ? 'changed' : 'same';
  const history = state.result.picks[i];
  const used = usedFrom(s, history);
  const ruleText = (s.rule_ids ?? [])
    .map((id) => state.result.rules.find((r) => r.id === Number(id)))
    .filter(Boolean)
    .map((r) => `${r.id}. ${r.rule}`);
  const li = h('li', { class: `sentence ${kind}`, dataset: { kind, used } },
    h('div', { class: 'sentence-head' },
      h('span', { class: `tag ${kind}`, text: kindLabels[kind] }),
      s.claim ? h('span', { class: 'tag claim', text: '수치·비교·전망' }) : null,
      ruleText.length ? h('span', { class: 'rules-used', text: `규칙 ${ruleText.join(', ')}` }) : null,
      kind !== 'blank' && (used === 'own' || (kind === 'changed' && used === 'draft'))
        ? h('span', { class: 'tag used', text: useLabels[used] }) : null),
  );
  if (kind === 'changed') {
    const runs = diff(s.original, s.rewritten);
    li.append(
      h('p', { class: `line before${used === 'draft' ? ' in-use' : ''}` }, h('span', { class: 'line-label', text: '초안' }),
        ...runs.filter((r) => r.op !== 'ins').map((r) => (r.op === 'del' ? h('del', { text: r.text }) : r.text))),
      h('p', { class: `line after${used === 'rewrite' ? ' in-use' : ''}` }, h('span', { class: 'line-label', text: '바꾼 문장' }),
        ...runs.filter((r) => r.op !== 'del').map((r) => (r.op === 'ins' ? h('ins', { text: r.text }) : r.text))),
    );
  } else {
    li.append(h('p', { class: `line${used === 'draft' ? ' in-use' : ''}` }, h('span', { class: 'line-label', text: '초안' }), s.original));
  }
  if (kind === 'reverted') {
    li.append(h('p', { class: 'reason', text: `바꾸지 않은 이유: ${plainReason(s.reason)} 직접 고쳐 쓸 수는 있습니다.` }));
  }
  if (kind === 'blank') {
    li.append(...blankFill(s, i, li));
    return li;
  }
  if (used === 'own') li.append(ownLine(s, history.at(-1).text));
  li.append(choiceButtons(s, i, kind));
  return li;
}

// plainReason says the gate's reason with this page's words: on this page 원문 is the writer's
// own text, and the gate's 원문 is the draft's sentence.
function plainReason(reason) {
  if (!reason) return '바꾼 문장에서 숫자나 영문 이름이 달라져 초안 문장을 그대로 두었습니다.';
  const text = reason.replaceAll('원문', '초안 문장').replace(/을 유지했습니다\.?$/, '을 그대로 두었습니다');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

// ownLine shows the writer's own sentence and, since no gate checks it, which of the draft
// sentence's figures and Latin-script names it no longer has or newly has.
function ownLine(s, text) {
  const { figures, names } = factChanges(s.original, text);
  const said = (what, { lost, gained }) => (lost.length || gained.length
    ? `초안과 다른 ${what}: ${[...lost.map((x) => `${x} 빠짐`), ...gained.map((x) => `${x} 새로 씀`)].join(', ')}.` : '');
  const notes = [said('숫자', figures), said('영문 이름', names)].filter(Boolean);
  return h('div', { class: 'own' },
    h('p', { class: 'line in-use' }, h('span', { class: 'line-label', text: '고친 문장' }), text),
    notes.length ? h('p', { class: 'note facts', text: `고친 문장은 따로 검사하지 않습니다. ${notes.join(' ')}` }) : null);
}

function choiceButtons(s, i, kind) {
  const history = state.result.picks[i];
  const used = usedFrom(s, history);
  const act = (name, label, onclick, extra = {}) =>
    h('button', { type: 'button', class: 'small', dataset: { act: name }, onclick, ...extra }, label);
  return h('div', { class: 'choose', role: 'group', 'aria-label': `문장 ${i + 1}` },
    kind === 'changed' ? act('rewrite', '바꾼 문장 쓰기', () => pick(i, { use: 'rewrite' }, 'rewrite'), { 'aria-pressed': String(used === 'rewrite') }) : null,
    kind === 'changed' ? act('draft', '초안 문장 쓰기', () => pick(i, { use: 'draft' }, 'draft'), { 'aria-pressed': String(used === 'draft') }) : null,
    act('edit', '직접 고치기', () => edit(s, i)),
    act('undo', '실행 취소', () => undo(i), { disabled: history.length === 0 }));
}

// blankFill is a blank sentence's box, where the writer writes the sentence themselves. It starts
// with the sentence as drafted, to be changed where the support says otherwise; left so, or
// emptied, the blank counts as not filled.
function blankFill(s, i, li) {
  const id = `fill-${i}`;
  const own = state.result.picks[i].at(-1);
  const leveled = state.result.leveled[i] !== undefined;
  const area = h('textarea', { id, rows: '2', 'aria-describedby': leveled ? `${id}-why ${id}-level` : `${id}-why` });
  area.value = own?.text ?? given(i);
  li.classList.toggle('filled', !!own);
  area.addEventListener('input', () => {
    const v = nfc(area.value.trim());
    const filled = v !== '' && v !== given(i);
    fill(state.result.picks[i], filled ? v : '');
    li.classList.toggle('filled', filled);
    changed();
  });
  return [
    h('p', { class: 'reason', id: `${id}-why`, text: s.reason || '회사 문서 근거가 없어 비워 둔 문장입니다. 근거를 확인한 뒤 직접 써 주세요. 비워 두면 초안 문장이 들어갑니다.' }),
    levelNote(i),
    h('label', { class: 'field-label', for: id, text: `문장 ${i + 1} 직접 쓰기` }),
    area,
  ].filter(Boolean); // append writes a null as the text "null"
}

// levelNote says that blank i holds the draft's sentence at the writer's level, not a sentence
// anyone checked; null when it holds the draft's sentence as it was.
function levelNote(i) {
  if (state.result.leveled[i] === undefined) return null;
  return h('p', { class: 'note leveled', id: `fill-${i}-level`,
    text: `초안 문장을 말투 규칙 ‘${state.result.levelRule}’에만 맞춰 넣어 두었습니다. 근거는 아직 확인되지 않았으니 확인한 뒤 고쳐 쓰세요.` });
}

// offerLevel puts the leveled sentence into blank i's box where the writer has not written,
// in place, so the keyboard stays where it is.
function offerLevel(i) {
  const area = $(`#fill-${i}`);
  const note = levelNote(i);
  if (!area || !note || state.result.picks[i].length) return;
  area.value = given(i);
  $(`#fill-${i}-why`).after(note);
  area.setAttribute('aria-describedby', `fill-${i}-why fill-${i}-level`);
}

const announcements = { rewrite: '바꾼 문장을 씁니다.', draft: '초안 문장을 씁니다.', own: '직접 고친 문장을 씁니다.' };

function pick(i, c, focusAct) {
  const s = state.result.sentences[i];
  if (choose(s, state.result.picks[i], c)) redraw(i, focusAct, announcements[usedFrom(s, state.result.picks[i])]);
}

function undo(i) {
  const history = state.result.picks[i];
  if (history.pop() === undefined) return;
  const s = state.result.sentences[i];
  redraw(i, history.length ? 'undo' : 'edit', `실행 취소했습니다. ${announcements[usedFrom(s, history)]}`);
}

// edit opens the sentence in force for the writer to change in place: 고친 문장 쓰기 (or
// Ctrl+Enter) takes it, 취소 (or Escape) leaves the sentence as it was.
function edit(s, i) {
  const li = $(`#sentences > li:nth-child(${i + 1})`);
  const id = `edit-${i}`;
  const area = h('textarea', { id, rows: '3' });
  area.value = chosenText(s, state.result.picks[i]);
  const cancel = () => redraw(i, 'edit');
  const save = (e) => {
    e.preventDefault();
    const text = nfc(area.value.trim());
    if (text === '') return cancel();
    if (!choose(s, state.result.picks[i], { use: 'own', text })) return cancel();
    redraw(i, 'edit', announcements.own);
  };
  const form = h('form', { class: 'edit', onsubmit: save },
    h('label', { class: 'field-label', for: id, text: `문장 ${i + 1} 고쳐 쓰기` }),
    area,
    h('div', { class: 'toolbar' },
      h('button', { type: 'submit', class: 'small primary' }, '고친 문장 쓰기'),
      h('button', { type: 'button', class: 'small', onclick: cancel }, '취소')));
  area.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { e.preventDefault(); cancel(); }
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) form.requestSubmit();
  });
  li.querySelector('.choose').replaceWith(form);
  area.focus();
}

// redraw draws sentence i again after a change, puts the keyboard back on the same action and
// says what is in force now.
function redraw(i, focusAct, said = '') {
  const old = $(`#sentences > li:nth-child(${i + 1})`);
  const li = sentenceItem(state.result.sentences[i], i);
  old.replaceWith(li);
  const target = li.querySelector(`[data-act="${focusAct}"]:not(:disabled)`) ?? li.querySelector('[data-act="edit"]');
  target?.focus();
  if (said) $('#choice-status').textContent = `문장 ${i + 1}: ${said}`;
  changed();
}

// changed follows a change of the sentences in force: the report was made from others, and the
// prose view and the note on blanks are brought up to date.
function changed() {
  state.result.report = null;
  resetReport();
  renderProse(finalText());
  updateBlankNote();
}

function updateBlankNote() {
  const r = state.result;
  const left = r.sentences.filter((s, i) => s.blank && r.picks[i].length === 0).length;
  const leveled = r.sentences.filter((s, i) => s.blank && r.picks[i].length === 0 && r.leveled[i] !== undefined).length;
  const what = leveled === 0 ? '초안 문장이' : leveled === left ? '말투만 맞춘 초안 문장이' : '초안 문장(말투를 맞춘 것은 맞춘 문장)이';
  const note = $('#blank-left');
  note.hidden = left === 0;
  note.textContent = `아직 채우지 않은 문장이 ${fmt(left)}개 있습니다. 복사하거나 내려받으면 그 자리에는 ${what} 들어갑니다.`;
}

export function finalSentences() {
  const r = state.result;
  return r.sentences.map((s, i) => ({ original: s.original, text: inForce(i) }));
}

// edited reports whether any sentence in force is other than the service gave it.
export const edited = () => state.result.sentences.some((s, i) => inForce(i) !== given(i));

export const finalText = () => joinSentences(state.result.draft, finalSentences());
