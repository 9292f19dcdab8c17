// Step 3: the draft -> rewrite.
import { stream, describe, track, ApiError } from './api.js';
import { $, h, showError, busy } from './dom.js';
import { nfc, countChars } from './text.js';
import { limits } from './limits.js';
import { state, badShape, explain, lengthProblem, fmt } from './state.js';
import { showResult } from './result.js';
import { waiting, refocus } from './progress.js';
import { arrival } from './arrival.js';

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
  // A long draft comes back a chunk at a time: its sentences are shown as they come, and the
  // result once the whole answer is in.
  const arriving = arrival();
  const onLine = (line) => {
    const read = arriving.add(line);
    if (read) showArriving(arriving);
    return read;
  };
  try {
    const whole = await stream('/api/rewrite', { body: { draft: text, rules, mode: m }, signal: controller.signal, onLine });
    if (arriving.error()) throw new ApiError(200, arriving.error(), { midStream: true });
    const data = whole ?? arriving.answer();
    if (!Array.isArray(data?.sentences)) {
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
    $('#rewrite-arriving').hidden = true;
    $('#rewrite-arriving-list').replaceChildren();
    hideProgress();
    state.working = false;
    done();
    checkDraft();
    refocus(rewriteButton);
  }
}

// showArriving lists the sentences that came so far in draft order, each stretch still being
// rewritten as one line between them.
function showArriving(arriving) {
  const total = arriving.total();
  if (total === 0) return;
  $('#rewrite-arriving-count').textContent = `먼저 된 문장부터 보여 드려요. 문장 ${fmt(total)}개 중 ${fmt(arriving.arrived())}개가 왔어요.`;
  $('#rewrite-arriving-list').replaceChildren(...arriving.runs().flatMap((run) => (run.waiting
    ? [h('li', { class: 'waiting', text: run.from === run.to ? `문장 ${fmt(run.from + 1)} 바꾸는 중…` : `문장 ${fmt(run.from + 1)}~${fmt(run.to + 1)} 바꾸는 중…` })]
    : run.sentences.map((s, k) => h('li', { value: String(run.from + k + 1), class: s.blank ? 'blank' : undefined },
      s.blank ? h('span', { class: 'tag blank', text: '근거 필요' }) : null, s.blank ? ' ' : null, s.rewritten)))));
  $('#rewrite-arriving').hidden = false;
}
