// Step 3: the draft -> rewrite.
import { request, describe, track } from './api.js';
import { $, showError, busy } from './dom.js';
import { nfc, countChars } from './text.js';
import { limits } from './limits.js';
import { state, fmt, badShape, explain, lengthProblem } from './state.js';
import { showResult } from './result.js';

export const draft = $('#draft');
export const rewriteButton = $('#rewrite');

export function checkDraft() {
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

export async function rewrite() {
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
