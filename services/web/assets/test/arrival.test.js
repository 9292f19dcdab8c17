// node --test services/web/assets/test: the streamed rewrite put back together line by line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arrival } from '../static/arrival.js';

const s = (i) => ({ original: `문장 ${i}.`, rewritten: `문장 ${i}요.`, rule_ids: [1], claim: false, blank: false });
const at = (i) => ({ index: i, ...s(i) });
const end = (count, truncated = false) => ({ changed_count: count, reverted_count: 0, changed_ratio: 0.1, org_docs: 0, truncated, count });

test('the stream comes together as the JSON answer, with what is still coming between', async (t) => {
  const cases = [
    {
      name: 'in order',
      lines: [{ total: 3, sentences: [at(0)] }, { sentences: [at(1), at(2)] }, end(3)],
      runs: [[0, 1, '1-2'], [0, 3], [0, 3]],
      answer: { sentences: [s(0), s(1), s(2)], changed_count: 3, reverted_count: 0, changed_ratio: 0.1, org_docs: 0, truncated: false },
    },
    {
      name: 'a later chunk first',
      lines: [{ total: 5, sentences: [at(0)] }, { sentences: [at(3), at(4)] }, { sentences: [at(1), at(2)] }, end(5)],
      runs: [[0, 1, '1-4'], [0, 1, '1-2', 3, 2], [0, 5], [0, 5]],
      answer: { sentences: [0, 1, 2, 3, 4].map(s), changed_count: 5, reverted_count: 0, changed_ratio: 0.1, org_docs: 0, truncated: false },
    },
    {
      name: 'truncated: what came past the count is withdrawn',
      lines: [{ total: 4, sentences: [at(0)] }, { sentences: [at(3)] }, end(1, true)],
      runs: [[0, 1, '1-3'], [0, 1, '1-2', 3, 1], [0, 1, '1-2', 3, 1]],
      answer: { sentences: [s(0)], changed_count: 1, reverted_count: 0, changed_ratio: 0.1, org_docs: 0, truncated: true },
    },
    {
      name: 'an error after the first line',
      lines: [{ total: 2, sentences: [at(1)] }, { error: '초안을 다듬지 못했습니다.' }],
      runs: [['0-0', 1, 1], ['0-0', 1, 1]],
      answer: null,
      error: '초안을 다듬지 못했습니다.',
    },
  ];
  // A run as [from, how many came] or 'from-to' still coming.
  const shape = (runs) => runs.flatMap((r) => (r.waiting ? [`${r.from}-${r.to}`] : [r.from, r.sentences.length]));
  for (const tc of cases) {
    await t.test(tc.name, () => {
      const a = arrival();
      tc.lines.forEach((line, k) => {
        assert.equal(a.add(line), true);
        assert.deepEqual(shape(a.runs()), tc.runs[k], `after line ${k + 1}`);
      });
      assert.deepEqual(a.answer(), tc.answer);
      assert.equal(a.error(), tc.error ?? '');
    });
  }
});

test('a line of no known shape is not read', () => {
  const a = arrival();
  for (const line of [null, {}, { sentences: [{ original: '색인 없음.' }] }, { count: '3' }]) {
    assert.equal(a.add(line), false, JSON.stringify(line));
  }
});
