// The writer's screen: own writing -> voice (observations, rules, avoided phrases, each quoted)
// -> AI draft rewritten sentence by sentence -> report, copy and export. Text stays in this page's
// memory; the voice, if the writer chooses, in this browser's storage (keep.js); usage events
// carry counts only (contract §6).
import { $, setupTabs } from './dom.js';
import { state } from './state.js';
import { trimSpace } from './text.js';
import { sample, extractButton, checkSample, extract } from './extract.js';
import { renderMine, checkNewRule, addRule } from './mine.js';
import { draft, rewriteButton, checkDraft, rewrite } from './rewrite.js';
import { finalText } from './result.js';
import { copy, download } from './share.js';
import { loadReport, reportText } from './report.js';
import { renderVoice } from './voice-view.js';
import { restore, keep, forget, exportVoice, importVoice } from './keep.js';
import { fillExample } from './example.js';

// One module a step; this one wires the page.
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
$('#copy-prose').addEventListener('click', () => copy(finalText(), 'editor', '바꾼 글을'));
$('#copy-end').addEventListener('click', () => copy(finalText(), 'body_end', '바꾼 글을'));
$('#export-txt').addEventListener('click', () => download(`${finalText()}\n`, '내-말투로-바꾼-글.txt', 'text/plain'));
$('#copy-summary').addEventListener('click', () => copy(reportText(state.result.report, false), 'summary', '보고서를'));
$('#export-md').addEventListener('click', () => download(reportText(state.result.report, true), '내-말투-보고서.md', 'text/markdown'));
$('#report-retry').addEventListener('click', loadReport);
$('#example').addEventListener('click', fillExample);
$('#stale-rewrite').addEventListener('click', () => (rewriteButton.disabled ? draft.focus() : rewrite()));
$('#keep').addEventListener('click', keep);
$('#forget').addEventListener('click', forget);
$('#export-voice').addEventListener('click', exportVoice);
$('#import-voice').addEventListener('click', () => $('#import-file').click());
$('#import-file').addEventListener('change', (e) => {
  const [file] = e.target.files;
  e.target.value = ''; // the same file chosen again is read again
  if (file) importVoice(file, () => showVoice(false));
});

// showVoice opens the steps a voice leads to, for a voice kept from an earlier visit (restored)
// or imported from a file.
function showVoice(restored) {
  renderVoice();
  $('#voice').hidden = false;
  $('#voice-pending').hidden = true;
  $('#restored').hidden = !restored;
  checkDraft();
}
// The writing lives nowhere but in this page: a reload or a closed tab asks first while there is
// any, or while a model is working on it.
addEventListener('beforeunload', (e) => {
  if (!state.working && trimSpace(sample.value) === '' && trimSpace(draft.value) === '') return;
  e.preventDefault();
  e.returnValue = ''; // Chrome before 119 and Safari ask only when this is set
});
checkSample();
checkDraft();
renderMine();
if (restore()) showVoice(true);
