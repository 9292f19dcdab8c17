// The writer's screen's one state and what its steps share.
import { ApiError } from './api.js';
import { $ } from './dom.js';
import { countChars, trimSpace } from './text.js';

export const state = {
  sample: '', // the NFC text the voice came from; '' for a voice kept or imported
  voice: null, // {observations, rules: [{rule, why, evidence}], avoids, dropped}
  result: null, // the last rewrite, see showResult
  kept: false, // the writer keeps the voice in this browser (keep.js)
  working: false,
};

export const fmt = (n) => n.toLocaleString('ko-KR');

export const badShape = () => new ApiError(200, '서버 응답 형식이 올바르지 않습니다. 다시 시도해 주세요.');

// explain shows why a field's button is off (next to the field, #<id>-why) and sets the button.
export function explain(field, button, why) {
  $(`#${field.id}-why`).textContent = why;
  button.disabled = state.working || why !== '';
}

// lengthProblem updates the field's counter (#<id>-count) and says what is wrong with its length,
// counted as the server counts: without the whitespace around the text.
export function lengthProblem(field, { min, max }, what) {
  const n = countChars(trimSpace(field.value));
  $(`#${field.id}-count`).textContent = `${fmt(n)} / ${fmt(max)}자`;
  if (n === 0) return `${what}을 붙여 넣으면 버튼이 켜집니다.`;
  if (n < min) return `${what}이 ${fmt(min)}자 이상이어야 합니다. ${fmt(min - n)}자 더 필요합니다.`;
  if (n > max) return `${what}은 ${fmt(max)}자까지 받습니다. ${fmt(n - max)}자를 줄여 주세요.`;
  return '';
}
