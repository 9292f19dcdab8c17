// Step 1: own writing -> voice.
import { request, describe, track } from './api.js';
import { $, showError, busy } from './dom.js';
import { nfc } from './text.js';
import { limits } from './limits.js';
import { state, badShape, explain, lengthProblem } from './state.js';
import { renderVoice } from './voice-view.js';
import { checkDraft } from './rewrite.js';

export const sample = $('#sample');
export const extractButton = $('#extract');

export function checkSample() {
  explain(sample, extractButton, lengthProblem(sample, limits.sample, '내가 쓴 글'));
}

export async function extract() {
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
