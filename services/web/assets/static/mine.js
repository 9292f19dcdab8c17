// The "내 말투" tab: the same rules, edited, added and removed here.
import { track } from './api.js';
import { $, h } from './dom.js';
import { nfc } from './text.js';
import { limits } from './limits.js';
import { state } from './state.js';
import { renderVoice, ruleProblem, setRule, redrawRules, avoidAction } from './voice-view.js';
import { checkDraft } from './rewrite.js';
import { showKeep } from './keep.js';

export function renderMine() {
  const v = state.voice;
  $('#mine-empty').hidden = v !== null;
  $('#mine').hidden = v === null;
  const badge = $('#rule-badge');
  badge.hidden = v === null;
  showKeep();
  if (v === null) return;
  badge.textContent = `규칙 ${v.rules.length}`;
  $('#mine-rules').replaceChildren(
    ...v.rules.map((r, i) => {
      const input = h('input', { type: 'text', value: r.rule, 'aria-label': `규칙 ${i + 1}`, autocomplete: 'off' });
      const why = h('p', { class: 'why', 'aria-live': 'polite' });
      const save = (e) => {
        e.preventDefault();
        const problem = ruleProblem(input.value);
        why.textContent = problem;
        if (problem) return input.focus();
        if (!setRule(i, input.value, 'tab')) why.textContent = '바뀐 내용이 없습니다.';
      };
      // The length is told while typing, not only when the rule is applied.
      input.addEventListener('input', () => { why.textContent = ruleProblem(input.value); });
      return h('li', {},
        h('form', { class: 'rule-line editing', onsubmit: save }, input,
          h('button', { type: 'submit', class: 'small primary' }, '적용'),
          h('button', {
            type: 'button', class: 'small', 'aria-label': `규칙 ${i + 1} 지우기`,
            disabled: v.rules.length <= 1 ? true : undefined,
            onclick: () => {
              v.rules.splice(i, 1);
              track('taste_rule_edited', { origin: 'tab', action: 'delete' });
              redrawRules('tab', i);
            },
          }, '지우기')),
        why);
    }),
  );
  $('#mine-observations').replaceChildren(...v.observations.map((o) => h('li', { text: o.title })));
  $('#mine-avoids').replaceChildren(
    ...(v.avoids.length ? v.avoids.map((a) => h('li', {}, h('strong', { text: a.phrase }), avoidAction(a, 'tab'))) : [h('li', { class: 'empty', text: '없음' })]),
  );
  checkNewRule();
}

export function checkNewRule() {
  const full = state.voice && state.voice.rules.length >= limits.rules;
  const value = $('#new-rule').value;
  $('#add-rule-button').disabled = full || value.trim() === '';
  $('#new-rule-why').textContent = full
    ? `규칙은 ${limits.rules}개까지 둘 수 있습니다. 하나를 지운 뒤 추가해 주세요.`
    : value.trim() === '' ? '' : ruleProblem(value);
}

export function addRule(e) {
  e.preventDefault();
  const input = $('#new-rule');
  const problem = ruleProblem(input.value);
  if (problem || state.voice.rules.length >= limits.rules) return checkNewRule();
  state.voice.rules.push({ rule: nfc(input.value.trim()), why: '', evidence: '', own: true });
  input.value = '';
  track('taste_rule_edited', { origin: 'tab', action: 'add' });
  renderVoice();
  checkDraft();
  input.focus();
}
