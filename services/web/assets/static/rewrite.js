// Step 3: the draft -> rewrite.
import { request, describe, track } from './api.js';
import { $, showError, busy } from './dom.js';
import { nfc, countChars } from './text.js';
import { limits } from './limits.js';
import { state, badShape, explain, lengthProblem } from './state.js';
import { showResult } from './result.js';
import { waiting, refocus } from './progress.js';

export const draft = $('#draft');
export const rewriteButton = $('#rewrite');

export function checkDraft() {
  let why = lengthProblem(draft, limits.draft, 'AI 초안');
  if (!state.voice) why = '먼저 내가 쓴 글로 말투를 뽑아 주세요.';
  else if (state.voice.rules.length === 0) why = '규칙이 하나 이상 있어야 바꿀 수 있습니다.';
  explain(draft, rewriteButton, why);
}

const mode = () => document.querySelector('input[name="mode"]:checked').value;

// With a model 1,000 characters take about 4 s and 10,000 about 11 s (README "With a model").
const expectedSeconds = (chars) => 3 + chars * 0.0008;

export async function rewrite() {
  const text = nfc(draft.value);
  const rules = state.voice.rules.map((r, i) => ({ id: i + 1, rule: r.rule, ...(r.evidence ? { evidence: r.evidence } : {}) }));
  const m = mode();
  if (state.result) track('revision_loop', { mode: m });
  const chars = countChars(text);
  track('draft_submitted', { mode: m, chars, rules: rules.length });
  const done = busy(rewriteButton, '바꾸는 중…');
  const controller = new AbortController();
  const hideProgress = waiting('rewrite', '바꾸는 중이에요', chars, expectedSeconds(chars), controller);
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
    refocus(rewriteButton);
  }
}
