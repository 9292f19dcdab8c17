// The writer's screen: own writing -> voice (observations, rules, avoided phrases, each quoted)
// -> AI draft rewritten sentence by sentence -> report, copy and export. Text stays in this page's
// memory; usage events carry counts only (contract §6).
import { ApiError, request, describe, track } from './api.js';
import { $, h, showError, busy, setupTabs } from './dom.js';
import { nfc, countChars, findQuote, segmentsOf, diff, joinSentences } from './text.js';

const limits = {
  sample: { min: 80, max: 20000 },
  draft: { min: 20, max: 10000 },
  ruleChars: 15,
  rules: 10,
};

const state = {
  sample: '', // the NFC text the voice came from
  voice: null, // {observations, rules: [{rule, why, evidence}], avoids, dropped}
  result: null, // the last rewrite, see showResult
  working: false,
};

const fmt = (n) => n.toLocaleString('ko-KR');

const badShape = () => new ApiError(200, '서버 응답 형식이 올바르지 않습니다. 다시 시도해 주세요.');

// ---- step 1: own writing -> voice

const sample = $('#sample');
const extractButton = $('#extract');

function checkSample() {
  explain(sample, extractButton, lengthProblem(sample, limits.sample, '내가 쓴 글'));
}

// explain shows why a field's button is off (next to the field, #<id>-why) and sets the button.
function explain(field, button, why) {
  $(`#${field.id}-why`).textContent = why;
  button.disabled = state.working || why !== '';
}

// lengthProblem updates the field's counter (#<id>-count) and says what is wrong with its length.
function lengthProblem(field, { min, max }, what) {
  const n = countChars(field.value);
  $(`#${field.id}-count`).textContent = `${fmt(n)} / ${fmt(max)}자`;
  if (n === 0) return `${what}을 붙여 넣으면 버튼이 켜집니다.`;
  if (n < min) return `${what}이 ${fmt(min)}자 이상이어야 합니다. ${fmt(min - n)}자 더 필요합니다.`;
  if (n > max) return `${what}은 ${fmt(max)}자까지 받습니다. ${fmt(n - max)}자를 줄여 주세요.`;
  return '';
}

async function extract() {
  const text = nfc(sample.value);
  const done = busy(extractButton, '말투를 찾는 중…');
  state.working = true;
  showError($('#extract-error'), null);
  try {
    const data = await request('/api/style-extract', { body: { text } });
    if (!Array.isArray(data.observations) || !Array.isArray(data.rules)) {
      throw badShape();
    }
    state.sample = text;
    state.voice = {
      observations: data.observations,
      rules: data.rules.map((r) => ({ rule: r.rule, why: r.why, evidence: r.evidence })),
      avoids: Array.isArray(data.avoids) ? data.avoids : [],
      dropped: Number(data.dropped) || 0,
    };
    track('profile_created', {
      stored: false,
      observations: data.observations.length,
      rules: data.rules.length,
      avoids: state.voice.avoids.length,
    });
    renderVoice();
    $('#voice').hidden = false;
    $('#draft-step').hidden = false;
    $('#h-voice').focus();
  } catch (err) {
    showError($('#extract-error'), err, describe(err));
  } finally {
    state.working = false;
    done();
    checkSample();
    checkDraft();
  }
}

// ---- step 2: the voice, quotes marked in the original

function renderVoice() {
  const v = state.voice;
  const ranges = [];
  const quoteOf = (key, evidence) => {
    const at = evidence ? findQuote(state.sample, evidence) : null;
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
      ? v.avoids.map((a) => h('li', {}, h('strong', { text: a.phrase }), a.why ? h('p', { class: 'why-text', text: a.why }) : null))
      : [h('li', { class: 'empty', text: '확실히 피한다고 볼 표현은 찾지 못했습니다.' })]),
  );

  const dropped = $('#dropped');
  dropped.hidden = v.dropped === 0;
  dropped.textContent = `원문에서 근거를 찾지 못한 항목 ${fmt(v.dropped)}개는 뺐습니다.`;
  renderMine();
}

function quoteLine(item) {
  if (!item.evidence) return null;
  return h(
    'p',
    { class: 'quote' },
    h('q', { text: item.evidence }),
    item.found
      ? h('button', { type: 'button', class: 'link', onclick: () => showQuote(item.key) }, '원문에서 보기')
      : h('span', { class: 'muted', text: ' (원문에서 위치를 찾지 못했습니다)' }),
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
    li.replaceChildren(
      h('div', { class: 'rule-line' },
        h('strong', { class: 'rule-text', text: r.rule }),
        h('button', { type: 'button', class: 'small', 'aria-label': `규칙 ${i + 1} 고치기`, onclick: edit }, '고치기')),
      r.why ? h('p', { class: 'why-text', text: r.why }) : null,
      quoteLine(r),
    );
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
    // A form, so Enter saves through submission: a keydown handler would leave the key's
    // activation to land on the button that takes focus afterwards and reopen the editor.
    li.replaceChildren(
      h('form', { class: 'rule-line editing', onsubmit: save }, input,
        h('button', { type: 'submit', class: 'small primary' }, '저장'),
        h('button', { type: 'button', class: 'small', onclick: cancel }, '취소')),
      why,
    );
    input.focus();
    input.select();
  };
  show();
  return li;
}

function ruleProblem(text) {
  const n = countChars(text.trim());
  if (n === 0) return '규칙을 한 글자 이상 써 주세요.';
  if (n > limits.ruleChars) return `규칙은 ${limits.ruleChars}자까지 쓸 수 있습니다. 지금 ${n}자입니다.`;
  return '';
}

// setRule changes rule i and records the edit with where it happened. It returns true when the
// lists were drawn again (the text changed).
function setRule(i, text, origin) {
  const value = nfc(text.trim());
  if (value === state.voice.rules[i].rule) return false;
  state.voice.rules[i].rule = value;
  track('taste_rule_edited', { origin, action: 'edit' });
  redrawRules(origin, i);
  return true;
}

// redrawRules draws both rule lists again and puts focus back where the writer was.
function redrawRules(origin, i) {
  renderVoice();
  checkDraft();
  const list = origin === 'inline' ? '#rules' : '#mine-rules';
  const items = document.querySelectorAll(`${list} > li`);
  const target = items[Math.min(i, items.length - 1)];
  (target?.querySelector('button') ?? $('#new-rule')).focus();
}

// ---- "내 말투" tab: the same rules, edited, added and removed here

function renderMine() {
  const v = state.voice;
  $('#mine-empty').hidden = v !== null;
  $('#mine').hidden = v === null;
  const badge = $('#rule-badge');
  badge.hidden = v === null;
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
      return h('li', {},
        h('form', { class: 'rule-line editing', onsubmit: save }, input,
          h('button', { type: 'submit', class: 'small primary' }, '저장'),
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
    ...(v.avoids.length ? v.avoids.map((a) => h('li', { text: a.phrase })) : [h('li', { class: 'empty', text: '없음' })]),
  );
  checkNewRule();
}

function checkNewRule() {
  const full = state.voice && state.voice.rules.length >= limits.rules;
  const value = $('#new-rule').value;
  $('#add-rule-button').disabled = full || value.trim() === '';
  $('#new-rule-why').textContent = full
    ? `규칙은 ${limits.rules}개까지 둘 수 있습니다. 하나를 지운 뒤 추가해 주세요.`
    : value.trim() === '' ? '' : ruleProblem(value);
}

function addRule(e) {
  e.preventDefault();
  const input = $('#new-rule');
  const problem = ruleProblem(input.value);
  if (problem || state.voice.rules.length >= limits.rules) return checkNewRule();
  state.voice.rules.push({ rule: nfc(input.value.trim()), why: '', evidence: '' });
  input.value = '';
  track('taste_rule_edited', { origin: 'tab', action: 'add' });
  renderVoice();
  checkDraft();
  input.focus();
}

// ---- step 3: the draft -> rewrite

const draft = $('#draft');
const rewriteButton = $('#rewrite');

function checkDraft() {
  let why = lengthProblem(draft, limits.draft, 'AI 초안');
  if (!state.voice) why = '먼저 내가 쓴 글로 말투를 뽑아 주세요.';
  else if (state.voice.rules.length === 0) why = '규칙이 하나 이상 있어야 바꿀 수 있습니다.';
  explain(draft, rewriteButton, why);
}

const mode = () => document.querySelector('input[name="mode"]:checked').value;

// With a model a long draft takes seconds (about 4 s for 1,000 characters, 11 s for 10,000, as
// measured in the README): after a moment the page says how long it has been, what to expect,
// and offers to stop.
const progressAfter = 700; // ms; the offline engine answers before this
const expectedSeconds = (chars) => Math.round(3 + chars * 0.0008);

function showProgress(chars, controller) {
  const box = $('#rewrite-progress');
  const label = $('#rewrite-elapsed');
  const started = Date.now();
  const expected = expectedSeconds(chars);
  const tick = () => {
    const s = Math.floor((Date.now() - started) / 1000);
    label.textContent = s < expected
      ? `바꾸는 중이에요 · ${fmt(s)}초 지남 · ${fmt(chars)}자라 ${fmt(expected)}초쯤 걸려요`
      : `바꾸는 중이에요 · ${fmt(s)}초 지남 · 예상보다 오래 걸리고 있어요`;
  };
  const cancel = () => controller.abort();
  $('#rewrite-cancel').addEventListener('click', cancel);
  let timer = 0;
  const shown = setTimeout(() => {
    tick();
    box.hidden = false;
    timer = setInterval(tick, 1000);
  }, progressAfter);
  return () => {
    clearTimeout(shown);
    clearInterval(timer);
    $('#rewrite-cancel').removeEventListener('click', cancel);
    box.hidden = true;
  };
}

async function rewrite() {
  const text = nfc(draft.value);
  const rules = state.voice.rules.map((r, i) => ({ id: i + 1, rule: r.rule, ...(r.evidence ? { evidence: r.evidence } : {}) }));
  const m = mode();
  if (state.result) track('revision_loop', { mode: m });
  track('draft_submitted', { mode: m, chars: countChars(text), rules: rules.length });
  const done = busy(rewriteButton, '바꾸는 중…');
  const controller = new AbortController();
  const hideProgress = showProgress(countChars(text), controller);
  state.working = true;
  showError($('#rewrite-error'), null);
  $('#rewrite-cancelled').hidden = true;
  try {
    const data = await request('/api/rewrite', { body: { draft: text, rules, mode: m }, signal: controller.signal });
    if (!Array.isArray(data.sentences)) {
      throw badShape();
    }
    showResult(data, text, rules, m);
    track('transform_done', {
      view: 'editor',
      changed_ratio: data.changed_ratio ?? null,
      mode: m,
      sentences: data.sentences.length,
      reverted: data.reverted_count ?? 0,
      blanks: data.sentences.filter((s) => s.blank).length,
    });
  } catch (err) {
    if (err?.name === 'AbortError') $('#rewrite-cancelled').hidden = false;
    else showError($('#rewrite-error'), err, describe(err));
  } finally {
    hideProgress();
    state.working = false;
    done();
    checkDraft();
  }
}

// ---- step 4: the result, sentence by sentence

function showResult(data, draftText, rules, m) {
  state.result = {
    draft: draftText,
    rules,
    mode: m,
    sentences: data.sentences,
    changedRatio: data.changed_ratio ?? null,
    reverted: Math.max(data.sentences.filter((s) => s.reverted).length, Number(data.reverted_count) || 0),
    fills: new Map(), // sentence index -> the writer's own sentence for a blank
    published: false, // published_as_is is sent once per result
    report: null,
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
  $('#sentences').replaceChildren(...data.sentences.map(sentenceItem));
  $('#copy-status').textContent = '';
  resetReport();
  selectView('tab-editor');
  $('#result').hidden = false;
  updateBlankNote();
  $('#h-result').focus();
}

function sentenceItem(s, i) {
  const kind = s.blank ? 'blank' : s.reverted ? 'reverted' : s.rewritten !== s.original ? 'changed' : 'same';
  const labels = { blank: '근거 필요', reverted: '초안 그대로', changed: '바뀜', same: '그대로' };
  const ruleText = (s.rule_ids ?? [])
    .map((id) => state.result.rules.find((r) => r.id === id))
    .filter(Boolean)
    .map((r) => `${r.id}. ${r.rule}`);
  const li = h('li', { class: `sentence ${kind}`, dataset: { kind } },
    h('div', { class: 'sentence-head' },
      h('span', { class: `tag ${kind}`, text: labels[kind] }),
      s.claim ? h('span', { class: 'tag claim', text: '수치·비교·전망' }) : null,
      ruleText.length ? h('span', { class: 'rules-used', text: `규칙 ${ruleText.join(', ')}` }) : null),
  );
  if (kind === 'changed') {
    const runs = diff(s.original, s.rewritten);
    li.append(
      h('p', { class: 'line before' }, h('span', { class: 'line-label', text: '초안' }),
        ...runs.filter((r) => r.op !== 'ins').map((r) => (r.op === 'del' ? h('del', { text: r.text }) : r.text))),
      h('p', { class: 'line after' }, h('span', { class: 'line-label', text: '바꾼 문장' }),
        ...runs.filter((r) => r.op !== 'del').map((r) => (r.op === 'ins' ? h('ins', { text: r.text }) : r.text))),
    );
  } else {
    li.append(h('p', { class: 'line' }, s.original));
  }
  if (kind === 'reverted') {
    li.append(h('p', { class: 'reason', text: `되돌린 이유: ${s.reason || '바꾼 문장에서 수치나 영문 이름이 달라져 초안 문장을 그대로 둡니다.'}` }));
  }
  if (kind === 'blank') {
    const id = `fill-${i}`;
    const area = h('textarea', { id, rows: '2', 'aria-describedby': `${id}-why` });
    area.addEventListener('input', () => {
      const v = nfc(area.value.trim());
      if (v) state.result.fills.set(i, v);
      else state.result.fills.delete(i);
      li.classList.toggle('filled', v !== '');
      state.result.report = null; // the report was made from other sentences
      updateBlankNote();
    });
    li.append(
      h('p', { class: 'reason', id: `${id}-why`, text: s.reason || '회사 문서 근거가 없어 비워 둔 문장입니다. 근거를 확인한 뒤 직접 써 주세요. 비워 두면 초안 문장이 들어갑니다.' }),
      h('label', { class: 'field-label', for: id, text: `문장 ${i + 1} 직접 쓰기` }),
      area,
    );
  }
  return li;
}

function updateBlankNote() {
  const r = state.result;
  const left = r.sentences.filter((s, i) => s.blank && !r.fills.has(i)).length;
  const note = $('#blank-left');
  note.hidden = left === 0;
  note.textContent = `아직 채우지 않은 문장이 ${fmt(left)}개 있습니다. 복사하거나 내려받으면 그 자리에는 초안 문장이 들어갑니다.`;
}

function finalSentences() {
  const r = state.result;
  return r.sentences.map((s, i) => ({ original: s.original, text: r.fills.get(i) ?? s.rewritten }));
}

const finalText = () => joinSentences(state.result.draft, finalSentences());

// ---- copy, export and the published_as_is rule (contract §6, rule 3)

// publishedAsIs is sent on the first copy or export of a result the writer took as it was:
// nothing reverted by the gate and nothing filled in by hand.
function publishedAsIs(position) {
  const r = state.result;
  if (r.published || r.reverted > 0 || r.fills.size > 0) return;
  r.published = true;
  track('published_as_is', { position, changed_ratio: r.changedRatio });
}

// what names the copied thing with its object particle (바꾼 글을, 보고서를).
async function copy(text, position, what) {
  const status = $('#copy-status');
  if (await writeClipboard(text)) {
    status.textContent = `${what} 클립보드에 복사했습니다.`;
    publishedAsIs(position);
  } else {
    status.textContent = '복사하지 못했습니다. 브라우저가 클립보드를 막았을 수 있습니다. 내려받기를 써 주세요.';
  }
}

async function writeClipboard(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older or stricter browsers: a selected, off-screen textarea and the copy command.
    const area = h('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

function download(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = h('a', { href: url, download: name, class: 'offscreen' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  $('#copy-status').textContent = `${name} 파일을 내려받았습니다.`;
  publishedAsIs('file');
}

// ---- the report view

const selectView = setupTabs($('#views'), (tab) => {
  $('#copy-status').textContent = '';
  if (tab.id === 'tab-report' && state.result && !state.result.report) loadReport();
});

function reportStatus(text) {
  const el = $('#report-status');
  el.textContent = text;
  el.hidden = text === '';
}

function resetReport() {
  $('#report').hidden = true;
  $('#report-retry').hidden = true;
  reportStatus('');
  showError($('#report-error'), null);
}

async function loadReport() {
  const r = state.result;
  resetReport();
  reportStatus('보고서 형태로 정리하는 중…');
  $('#view-report').setAttribute('aria-busy', 'true');
  try {
    const sentences = finalSentences().map((s) => s.text).filter((t) => t.trim() !== '');
    const data = await request('/api/report', { body: { sentences } });
    if (state.result !== r) return; // a newer rewrite replaced this one meanwhile
    r.report = data;
    renderReport(data);
    reportStatus('');
    $('#report').hidden = false;
  } catch (err) {
    reportStatus('');
    showError($('#report-error'), err, describe(err));
    $('#report-retry').hidden = false;
  } finally {
    $('#view-report').removeAttribute('aria-busy');
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

function reportText(rep, markdown) {
  const hd = (t) => (markdown ? `## ${t}` : `[${t}]`);
  const items = (arr, numbered) => arr.map((x, i) => `${numbered ? `${i + 1}.` : '-'} ${x}`).join('\n');
  const parts = [];
  if (rep.conclusion) parts.push(`${hd('한 줄 결론')}\n${rep.conclusion}`);
  if (rep.key_points?.length) parts.push(`${hd('핵심')}\n${items(rep.key_points.map((k) => k.text), true)}`);
  if (rep.sections?.length) {
    parts.push(`${hd('본문')}\n${rep.sections.map((s) => `${markdown ? `### ${s.heading}` : `· ${s.heading}`}\n${s.body}`).join('\n\n')}`);
  }
  if (rep.numbers?.length) parts.push(`${hd('숫자')}\n${items(rep.numbers.map((n) => `${n.value}${n.unit ?? ''}: ${n.context ?? ''}`), false)}`);
  if (rep.next_actions?.length) parts.push(`${hd('다음 할 일')}\n${items(rep.next_actions.map((a) => a.text), true)}`);
  return `${parts.join('\n\n')}\n`;
}

// ---- wiring

setupTabs($('#screens'), (tab) => {
  if (tab.id === 'tab-mine') renderMine();
});
sample.addEventListener('input', checkSample);
draft.addEventListener('input', checkDraft);
extractButton.addEventListener('click', extract);
rewriteButton.addEventListener('click', rewrite);
$('#new-rule').addEventListener('input', checkNewRule);
$('#add-rule').addEventListener('submit', addRule);
$('#copy-editor').addEventListener('click', () => copy(finalText(), 'editor', '바꾼 글을'));
$('#copy-end').addEventListener('click', () => copy(finalText(), 'body_end', '바꾼 글을'));
$('#export-txt').addEventListener('click', () => download(`${finalText()}\n`, '내-말투로-바꾼-글.txt', 'text/plain'));
$('#copy-summary').addEventListener('click', () => copy(reportText(state.result.report, false), 'summary', '보고서를'));
$('#export-md').addEventListener('click', () => download(reportText(state.result.report, true), '내-말투-보고서.md', 'text/markdown'));
$('#report-retry').addEventListener('click', loadReport);
checkSample();
checkDraft();
renderMine();
