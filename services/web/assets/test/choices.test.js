// node --test services/web/assets/test: a sentence's choices and their undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chosenText, choose, fill, usedFrom } from '../static/choices.js';

const changed = { original: '방문하였습니다.', rewritten: '다녀왔어요.' };
const same = { original: '그대로입니다.', rewritten: '그대로입니다.' };

test('choices change the sentence in force, and undo is the history popped', async (t) => {
  await t.test('nothing chosen is the rewrite', () => {
    assert.equal(chosenText(changed, []), '다녀왔어요.');
    assert.equal(usedFrom(changed, []), 'rewrite');
  });
  await t.test('keep the draft, edit, undo twice', () => {
    const h = [];
    assert.ok(choose(changed, h, { use: 'draft' }));
    assert.equal(chosenText(changed, h), '방문하였습니다.');
    assert.equal(usedFrom(changed, h), 'draft');
    assert.ok(choose(changed, h, { use: 'own', text: '다녀왔지요.' }));
    assert.equal(usedFrom(changed, h), 'own');
    h.pop();
    assert.equal(chosenText(changed, h), '방문하였습니다.');
    h.pop();
    assert.equal(chosenText(changed, h), '다녀왔어요.');
  });
  await t.test('a choice that changes nothing is not kept', () => {
    const h = [];
    assert.equal(choose(changed, h, { use: 'rewrite' }), false);
    assert.equal(choose(same, h, { use: 'draft' }), false);
    assert.equal(choose(changed, h, { use: 'own', text: '다녀왔어요.' }), false);
    assert.deepEqual(h, []);
  });
  await t.test('an unchanged sentence comes from the draft', () => assert.equal(usedFrom(same, []), 'draft'));
});

test('fill keeps one choice for a blank however often it is typed into', () => {
  const blank = { original: '매출은 48억 원입니다.', rewritten: '매출은 48억 원입니다.' };
  const h = [];
  fill(h, '매');
  fill(h, '매출은 48억 원이에요.');
  assert.deepEqual(h, [{ use: 'own', text: '매출은 48억 원이에요.', fill: true }]);
  fill(h, '');
  assert.deepEqual(h, []);
  assert.equal(chosenText(blank, h), blank.original);
});
