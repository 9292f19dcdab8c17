// Step 4: the result, sentence by sentence.
import { $, h } from './dom.js';
import { nfc, diff, joinSentences } from './text.js';
import { state, fmt } from './state.js';
import { resetReport, selectView } from './report.js';

export function showResult(data, draftText, rules, m) {
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

export function finalSentences() {
  const r = state.result;
  return r.sentences.map((s, i) => ({ original: s.original, text: r.fills.get(i) ?? s.rewritten }));
}

export const finalText = () => joinSentences(state.result.draft, finalSentences());
