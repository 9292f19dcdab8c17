// The voice kept between visits in this browser's local storage, only when the writer chooses
// it, and moved between browsers as a JSON file. Nothing of it goes to the server (contract §1:
// submitted text is not stored), and the writer's own text is never kept.
import { $ } from './dom.js';
import { limits } from './limits.js';
import { state } from './state.js';
import { voiceJSON, voiceFrom } from './voice-file.js';
import { saveFile } from './share.js';

const key = 'maltu.voice';

// storage is the browser's local storage, or null where it is refused (a private window, a
// policy); the page then works as before and says it cannot keep.
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// restore reads the kept voice at load; a voice that no longer reads is removed, so it cannot
// fail again on every visit.
export function restore() {
  const raw = storage()?.getItem(key);
  if (!raw) return false;
  try {
    state.voice = voiceFrom(JSON.parse(raw), limits);
    state.kept = true;
    return true;
  } catch {
    storage()?.removeItem(key);
    return false;
  }
}

// saveKept writes the voice in force while the writer keeps it; every change of it comes here.
export function saveKept() {
  if (!state.kept || !state.voice) return;
  try {
    storage().setItem(key, JSON.stringify(voiceJSON(state.voice)));
  } catch {
    state.kept = false;
    $('#keep-status').textContent = '이 브라우저가 저장을 막아 말투를 보관하지 못했습니다.';
  }
  showKeep();
}

export function keep() {
  state.kept = true;
  saveKept();
  if (state.kept) $('#keep-status').textContent = '말투를 이 브라우저에 보관했습니다. 규칙을 고치면 보관한 말투도 함께 바뀝니다.';
  $(state.kept ? '#forget' : '#keep').focus();
}

export function forget() {
  storage()?.removeItem(key);
  state.kept = false;
  showKeep();
  $('#keep-status').textContent = '보관한 말투를 지웠습니다. 지금 보이는 말투는 이 화면을 닫으면 사라집니다.';
  $('#keep').focus();
}

export function exportVoice() {
  saveFile(`${JSON.stringify(voiceJSON(state.voice), null, 2)}\n`, '내-말투.json', 'application/json');
  $('#keep-status').textContent = '내-말투.json 파일을 내려받았습니다. 다른 브라우저에서 ‘말투 파일 불러오기’로 열 수 있습니다.';
}

// importVoice reads the file chosen and, when it is a voice, puts it in force; onVoice draws it.
export async function importVoice(file, onVoice) {
  const status = $('#keep-status');
  try {
    if (file.size > 1024 * 1024) throw new Error('파일이 너무 큽니다. 이 화면에서 내려받은 말투 파일을 골라 주세요.');
    let data;
    try {
      data = JSON.parse(await file.text());
    } catch {
      throw new Error('JSON 파일로 읽을 수 없습니다. 이 화면에서 내려받은 말투 파일을 골라 주세요.');
    }
    state.voice = voiceFrom(data, limits);
    state.sample = '';
    onVoice(); // draws the voice, which keeps it when the writer keeps the voice
    status.textContent = `말투 파일을 불러왔습니다. 규칙 ${state.voice.rules.length}개, 관찰 ${state.voice.observations.length}개, 피하는 표현 ${state.voice.avoids.length}개입니다.`;
  } catch (err) {
    status.textContent = `불러오지 못했습니다. ${err.message}`;
  }
}

// showKeep shows whether the voice is kept and offers the one choice that applies.
export function showKeep() {
  const has = state.voice !== null;
  const canStore = storage() !== null;
  $('#keep-state').textContent = state.kept
    ? '이 브라우저에 보관 중입니다.'
    : canStore ? '보관하지 않았습니다. 이 화면을 닫으면 말투가 사라집니다.' : '이 브라우저에서는 보관할 수 없습니다. 파일로 내려받아 두세요.';
  $('#keep').hidden = state.kept;
  $('#keep').disabled = !has || !canStore;
  $('#forget').hidden = !state.kept;
  $('#export-voice').disabled = !has;
  $('#mine-kept').textContent = state.kept ? '이 브라우저에 보관되어 있습니다.' : '보관하지 않으면 이 화면을 닫을 때 사라집니다.';
}
