// Step 2: the voice, its quotes marked in the original; a rule is edited in place here or in
// the "내 말투" tab.
import { track } from './api.js';
import { $, h } from './dom.js';
import { nfc, countChars, findQuote, segmentsOf } from './text.js';
import { avoidRule } from './rule-forms.js';
import { limits } from './limits.js';
import { state, fmt } from './state.js';
import { renderMine } from './mine.js';
import { saveKept } from './keep.js';
import { markStale } from './result.js';
import { checkDraft } from './rewrite.js';

// renderVoice draws the voice, and keeps it in this browser when the writer chose that. A voice
// kept or imported comes without the text it was found in: its quotes are shown, not located.
export function renderVoice() {
  const v = state.voice;
  const ranges = [];
  $('#col-source').hidden = state.sample === '';
  $('#voice-hint').textContent = state.sample === ''
    ? '보관하거나 불러온 말투입니다. 인용은 처음 말투를 뽑을 때 쓴 글에서 가져온 것입니다. 규칙은 바로 고칠 수 있습니다.'
    : '항목마다 근거가 된 문장을 원문에서 표시했습니다. 규칙은 바로 고칠 수 있습니다.';
  const quoteOf = (key, evidence) => {
    const at = evidence && state.sample ? findQuote(state.sample, evidence) : null;
    if (at) ranges.push({ key, start: at[0], end: at[1] });
    return at !== null;
  };
  const obs = v.observations.map((o, i) => ({ ...o, key: `o${i}`, found: quoteOf(`o${i}`, o.evidence) }));
  const rules = v.rules.map((r, i) => ({ ...r, key: `r${i}`, found: quoteOf(`r${i}`, r.evidence) }));

  const view = $('#sample-view');
  view.replaceChildren(
    ...segmentsOf(state.sample, ranges).map((s) =>
      s.keys.length ? h('mark', { dataset: { keys: s.keys.join(' ') } }, s.text) : s.text,
    ),
  );

  $('#observations').replaceChildren(
    ...obs.map((o) => h('li', { dataset: { key: o.key } }, h('strong', { text: o.title }), quoteLine(o))),
  );
  $('#rules').replaceChildren(...rules.map((r, i) => ruleItem(r, i)));
  $('#avoids').replaceChildren(
    ...(v.avoids.length
      ? v.avoids.map((a) => h('li', {}, h('strong', { text: a.phrase }), a.why ? h('p', { class: 'why-text', text: a.why }) : null, avoidAction(a, 'inline')))
      : [h('li', { class: 'empty', text: '확실히 피한다고 볼 표현은 찾지 못했습니다.' })]),
  );

  const dropped = $('#dropped');
  dropped.hidden = v.dropped === 0;
  dropped.textContent = `원문에서 근거를 찾지 못한 항목 ${fmt(v.dropped)}개는 뺐습니다.`;
  renderMine();
  saveKept();
  markStale();
}

function quoteLine(item) {
  if (!item.evidence) return null;
  return h(
    'p',
    { class: 'quote' },
    h('q', { text: item.evidence }),
    item.found
      ? h('button', { type: 'button', class: 'link', onclick: () => showQuote(item.key) }, '원문에서 보기')
      : state.sample ? h('span', { class: 'muted', text: ' (원문에서 위치를 찾지 못했습니다)' }) : null,
  );
}

// showQuote marks one item's quote in the original and brings it into view for eyes and keyboard.
function showQuote(key) {
  const marks = [...document.querySelectorAll('#sample-view mark')];
  let first = null;
  for (const m of marks) {
    const on = m.dataset.keys.split(' ').includes(key);
    m.classList.toggle('active', on);
    if (on && !first) first = m;
  }
  if (!first) return;
  first.tabIndex = -1;
  first.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  first.focus({ preventScroll: true });
}

function ruleItem(r, i) {
  const li = h('li', { dataset: { key: r.key } });
  const show = () => {
    // replaceChildren writes a null as the text "null": the parts left out are dropped first.
    li.replaceChildren(...[
      h('div', { class: 'rule-line' },
        h('strong', { class: 'rule-text', text: r.rule }),
        h('button', { type: 'button', class: 'small', 'aria-label': `규칙 ${i + 1} 고치기`, onclick: edit }, '고치기')),
      r.own ? h('p', { class: 'muted own-rule', text: '직접 쓰거나 고친 규칙입니다.' }) : null,
      r.why ? h('p', { class: 'why-text', text: r.why }) : null,
      quoteLine(r),
    ].filter(Boolean));
  };
  const edit = () => {
    const input = h('input', { type: 'text', value: r.rule, 'aria-label': `규칙 ${i + 1}`, autocomplete: 'off' });
    const why = h('p', { class: 'why', 'aria-live': 'polite' });
    const save = (e) => {
      e.preventDefault();
      const problem = ruleProblem(input.value);
      if (problem) {
        why.textContent = problem;
        input.focus();
        return;
      }
      if (setRule(i, input.value, 'inline')) return; // re-rendered
      show();
      li.querySelector('button').focus();
    };
    const cancel = () => {
      show();
      li.querySelector('button').focus();
    };
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { e.preventDefault(); cancel(); }
    });
    input.addEventListener('input', () => { why.textContent = ruleProblem(input.value); });
    // A form, so Enter saves through submission: a keydown handler would leave the key's
    // activation to land on the button that takes focus afterwards and reopen the editor.
    li.replaceChildren(
      h('form', { class: 'rule-line editing', onsubmit: save }, input,
        h('button', { type: 'submit', class: 'small primary' }, '적용'),
        h('button', { type: 'button', class: 'small', onclick: cancel }, '취소')),
      why,
    );
    input.focus();
    input.select();
  };
  show();
  return li;
}

export function ruleProblem(text) {
  const n = countChars(text.trim());
  if (n === 0) return '규칙을 한 글자 이상 써 주세요.';
  if (n > limits.ruleChars) return `규칙은 ${limits.ruleChars}자까지 쓸 수 있습니다. 지금 ${n}자입니다.`;
  return '';
}

// setRule changes rule i and records the edit with where it happened. It returns true when the
// lists were drawn again (the text changed).
export function setRule(i, text, origin) {
  const value = nfc(text.trim());
  if (value === state.voice.rules[i].rule) return false;
  // The found rule's reason and quote were for the old text: the edited rule is the writer's own.
  state.voice.rules[i] = { rule: value, why: '', evidence: '', own: true };
  track('taste_rule_edited', { origin, action: 'edit' });
  redrawRules(origin, i);
  return true;
}

// redrawRules draws both rule lists again and puts focus back where the writer was.
export function redrawRules(origin, i) {
  renderVoice();
  checkDraft();
  const list = origin === 'inline' ? '#rules' : '#mine-rules';
  const items = document.querySelectorAll(`${list} > li`);
  const target = items[Math.min(i, items.length - 1)];
  (target?.querySelector('button') ?? $('#new-rule')).focus();
}

// avoidAction turns an avoided phrase into a rule the rewrite carries out ('또한' 쓰지 않기),
// or says why it cannot be one.
export function avoidAction(a, origin) {
  const rules = state.voice.rules;
  const rule = avoidRule(a.phrase, limits.ruleChars);
  const at = rules.findIndex((r) => r.rule === rule);
  let why = '';
  if (rule === '') why = `표현이 길어 ${limits.ruleChars}자 안의 규칙으로 만들 수 없습니다.`;
  else if (at >= 0) why = `규칙 ${at + 1}(${rule})로 넣었습니다.`;
  else if (rules.length >= limits.rules) why = `규칙이 ${limits.rules}개라 더 넣을 수 없습니다.`;
  if (why) return h('p', { class: 'muted avoid-state', text: why });
  return h('button', {
    type: 'button', class: 'small', 'aria-label': `‘${a.phrase}’ 쓰지 않는 규칙으로 만들기`,
    onclick: () => {
      rules.push({ rule, why: a.why ?? '', evidence: '', own: true });
      track('taste_rule_edited', { origin, action: 'add' });
      redrawRules(origin, rules.length - 1);
    },
  }, '규칙으로 만들기');
}
