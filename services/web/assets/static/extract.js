// Step 1: own writing -> voice.
import { request, describe, track } from './api.js';
import { $, showError, busy } from './dom.js';
import { nfc, countChars } from './text.js';
import { limits } from './limits.js';
import { state, badShape, explain, lengthProblem } from './state.js';
import { renderVoice } from './voice-view.js';
import { mergeRules } from './voice-file.js';
import { checkDraft } from './rewrite.js';
import { waiting, refocus } from './progress.js';

export const sample = $('#sample');
export const extractButton = $('#extract');

export function checkSample() {
  explain(sample, extractButton, lengthProblem(sample, limits.sample, '내가 쓴 글'));
}

// With a model 20,000 characters take about 14 s (README "With a model"); most of it is writing
// the rules, whose length hardly depends on the text's, so a short text still takes seconds.
const expectedSeconds = (chars) => 8 + chars * 0.0003;

export async function extract() {
  const text = nfc(sample.value);
  const done = busy(extractButton, '말투를 찾는 중…');
  const controller = new AbortController();
  const chars = countChars(text);
  const hideProgress = waiting('extract', '말투를 찾는 중이에요', chars, expectedSeconds(chars), controller);
  state.working = true;
  showError($('#extract-error'), null);
  $('#extract-cancelled').hidden = true;
  try {
    const data = await request('/api/style-extract', { body: { text }, signal: controller.signal });
    if (!Array.isArray(data.observations) || !Array.isArray(data.rules)) {
      throw badShape();
    }
    state.sample = text;
    // Rules the writer wrote or edited stay: a new extraction adds to them, never replaces them.
    const found = data.rules.map((r) => ({ rule: r.rule, why: r.why, evidence: r.evidence, own: false }));
    const merged = mergeRules(found, state.voice?.rules ?? [], limits.rules);
    state.voice = {
      observations: data.observations,
      rules: merged.rules,
      avoids: Array.isArray(data.avoids) ? data.avoids : [],
      dropped: Number(data.dropped) || 0,
    };
    const kept = $('#kept-rules');
    kept.hidden = merged.kept === 0;
    kept.textContent = [
      `직접 쓰거나 고친 규칙 ${merged.kept}개는 그대로 두고 새로 찾은 규칙을 뒤에 더했습니다.`,
      merged.left ? `규칙은 ${limits.rules}개까지라 새로 찾은 규칙 ${merged.left}개는 넣지 못했습니다.` : '',
    ].filter(Boolean).join(' ');
    track('profile_created', {
      stored: false,
      observations: data.observations.length,
      rules: data.rules.length,
      avoids: state.voice.avoids.length,
    });
    renderVoice();
    $('#restored').hidden = true;
    $('#voice').hidden = false;
    $('#voice-pending').hidden = true;
    $('#h-voice').focus();
  } catch (err) {
    if (err?.name === 'AbortError') $('#extract-cancelled').hidden = false;
    else {
      showError($('#extract-error'), err, describe(err));
      // The card shown was found in another text than the one in the box: it is put away, and
      // the placeholder says where the voice in force still is.
      if (state.voice && text !== state.sample) {
        $('#voice').hidden = true;
        $('#voice-pending').hidden = false;
        $('#voice-pending-hint').textContent = '새 글로 말투를 뽑지 못했습니다. 전에 뽑은 말투는 ‘내 말투’ 탭에 그대로 있고, 바꾸기에는 그 규칙을 씁니다.';
      }
    }
  } finally {
    hideProgress();
    state.working = false;
    done();
    checkSample();
    checkDraft();
    refocus(extractButton);
  }
}
