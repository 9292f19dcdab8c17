// The report view.
import { request, describe } from './api.js';
import { $, h, showError, setupTabs } from './dom.js';
import { state } from './state.js';
import { countChars } from './text.js';
import { waiting, refocus } from './progress.js';
import { finalSentences } from './result.js';

export const selectView = setupTabs($('#views'), (tab) => {
  $('#copy-status').textContent = '';
  if (tab.id === 'tab-report' && state.result && !state.result.report && !pending) loadReport();
});

// With a model 12,000 characters take about 19 s (README "With a model"), 9,000 about 18 s.
const expectedSeconds = (chars) => 8 + chars * 0.001;

// pending stops the report under way: one at a time, however often the writer comes back to the
// tab meanwhile, and none for a result that a newer rewrite replaced.
let pending = null;

export function resetReport() {
  pending?.abort();
  pending = null;
  $('#report').hidden = true;
  $('#report-retry').hidden = true;
  $('#report-cancelled').hidden = true;
  showError($('#report-error'), null);
}

export async function loadReport() {
  const r = state.result;
  resetReport();
  const controller = new AbortController();
  pending = controller;
  const sentences = finalSentences().map((s) => s.text).filter((t) => t.trim() !== '');
  const chars = countChars(sentences.join(' '));
  const hideProgress = waiting('report', '보고서로 정리하는 중이에요', chars, expectedSeconds(chars), controller);
  $('#view-report').setAttribute('aria-busy', 'true');
  try {
    const data = await request('/api/report', { body: { sentences }, signal: controller.signal });
    if (controller !== pending) return; // a newer rewrite replaced this result meanwhile
    r.report = data;
    renderReport(data);
    $('#report').hidden = false;
  } catch (err) {
    if (controller !== pending) return; // replaced by a newer result, which shows its own state
    if (err?.name === 'AbortError') $('#report-cancelled').hidden = false;
    else showError($('#report-error'), err, describe(err));
    $('#report-retry').hidden = false;
  } finally {
    hideProgress();
    if (controller === pending) {
      pending = null;
      $('#view-report').removeAttribute('aria-busy');
      refocus($('#report-retry'));
    }
  }
}

function renderReport(rep) {
  const list = (arr) => (Array.isArray(arr) ? arr : []);
  const body = $('#report-body');
  const part = (title, ...content) => h('section', { class: 'report-part' }, h('h3', { text: title }), ...content);
  body.replaceChildren(
    part('한 줄 결론', rep.conclusion ? h('p', { class: 'conclusion', text: rep.conclusion }) : h('p', { class: 'muted', text: '결론으로 삼을 문장이 없습니다.' })),
    part('핵심', listOr(list(rep.key_points), (k) => h('li', {}, k.text, evidence(k.evidence)), 'ol', '뽑을 핵심이 없습니다.')),
    part('본문', ...(list(rep.sections).length
      ? list(rep.sections).map((s) => h('section', { class: 'report-section' }, h('h4', { text: s.heading }), h('p', { text: s.body })))
      : [h('p', { class: 'muted', text: '나눌 본문이 없습니다.' })])),
    part('숫자', list(rep.numbers).length
      ? h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': '숫자 표' },
        h('table', {},
          h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: '값' }), h('th', { scope: 'col', text: '단위' }), h('th', { scope: 'col', text: '맥락' }))),
          h('tbody', {}, ...list(rep.numbers).map((n) => h('tr', {}, h('td', { text: String(n.value) }), h('td', { text: n.unit ?? '' }), h('td', { text: n.context ?? '' }))))))
      : h('p', { class: 'muted', text: '글에 나온 수치가 없습니다.' })),
    part('다음 할 일', listOr(list(rep.next_actions), (a) => h('li', {}, a.text, evidence(a.evidence)), 'ol', '글에서 제안한 할 일이 없습니다.')),
  );
}

function listOr(items, item, tag, empty) {
  return items.length ? h(tag, {}, ...items.map(item)) : h('p', { class: 'muted', text: empty });
}

function evidence(text) {
  return text ? h('span', { class: 'evidence' }, ' — 근거: ', h('q', { text })) : null;
}

export function reportText(rep, markdown) {
  const hd = (t) => (markdown ? `## ${t}` : `[${t}]`);
  const items = (arr, numbered) => arr.map((x, i) => `${numbered ? `${i + 1}.` : '-'} ${x}`).join('\n');
  const parts = [];
  if (rep.conclusion) parts.push(`${hd('한 줄 결론')}\n${rep.conclusion}`);
  if (rep.key_points?.length) parts.push(`${hd('핵심')}\n${items(rep.key_points.map((k) => k.text), true)}`);
  if (rep.sections?.length) {
    parts.push(`${hd('본문')}\n${rep.sections.map((s) => `${markdown ? `### ${s.heading}` : `· ${s.heading}`}\n${s.body}`).join('\n\n')}`);
  }
  if (rep.numbers?.length) parts.push(`${hd('숫자')}\n${items(rep.numbers.map((n) => `${figure(n)}: ${n.context ?? ''}`), false)}`);
  if (rep.next_actions?.length) parts.push(`${hd('다음 할 일')}\n${items(rep.next_actions.map((a) => a.text), true)}`);
  return `${parts.join('\n\n')}\n`;
}

// figure writes a number with its unit once: the service keeps a unit written onto the figure in
// the value too (12% with unit %), and a unit written apart from it only in unit (48억, 원).
function figure(n) {
  const value = String(n.value);
  const unit = n.unit ?? '';
  return value.endsWith(unit) ? value : value + unit;
}
