// Copy, export and the published_as_is rule (contract §6, rule 3).
import { track } from './api.js';
import { $, h } from './dom.js';
import { state } from './state.js';
import { edited } from './result.js';

// publishedAsIs is sent on the first copy or export of a result the writer took as it was:
// nothing reverted by the gate, no draft sentence kept and nothing written by hand.
function publishedAsIs(position) {
  const r = state.result;
  if (r.published || r.reverted > 0 || edited()) return;
  r.published = true;
  track('published_as_is', { position, changed_ratio: r.changedRatio });
}

// what names the copied thing with its object particle (바꾼 글을, 보고서를).
export async function copy(text, position, what) {
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

// saveFile hands the browser a file to download.
export function saveFile(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = h('a', { href: url, download: name, class: 'offscreen' });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

// download saves a result or its report.
export function download(text, name, type) {
  saveFile(text, name, type);
  $('#copy-status').textContent = `${name} 파일을 내려받았습니다.`;
  publishedAsIs('file');
}
