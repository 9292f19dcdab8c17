// 결과만 보기: the finished text as the reader will get it, paragraph by paragraph with the
// draft's line breaks, and nothing of the sentence view's marks.
import { $, h } from './dom.js';
import { paragraphsOf } from './text.js';

export function renderProse(text) {
  $('#prose').replaceChildren(...paragraphsOf(text).map((lines) =>
    h('p', {}, ...lines.flatMap((line, n) => (n ? [h('br'), line] : [line])))));
}
