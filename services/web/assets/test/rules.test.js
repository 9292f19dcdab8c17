// node --test services/web/assets/test: which rules the page says the offline engine understands,
// over the table services/web's Go test holds to the engine's own parser, and the rule an avoided
// phrase becomes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { engineKnows, isLevelRule, avoidRule } from '../static/rule-forms.js';

const forms = JSON.parse(readFileSync(new URL('./rule-forms.json', import.meta.url), 'utf8'));
// The page gets the engine's whole list from the server (rule-words.js); these are the ones the
// table's rules name, and one more.
const connectives = ['근데', '그래서', '또한'];

test('engineKnows agrees with the engine on every form of the shared table', async (t) => {
  for (const { rule, known } of forms) {
    await t.test(rule || '(empty)', () => assert.equal(engineKnows(rule, connectives), known));
  }
});

test('isLevelRule agrees with the engine on which forms set the speech level', async (t) => {
  for (const { rule, level = false } of forms) {
    await t.test(rule || '(empty)', () => assert.equal(isLevelRule(rule), level));
  }
});

test('avoidRule writes a rule the engine reads, within the length a rule may have', async (t) => {
  const cases = [
    ['a short phrase', '또한', 15, "'또한' 쓰지 않기"],
    ['seven characters still fit the long form', '결론적으로 말', 15, "'결론적으로 말' 쓰지 않기"],
    ['nine characters take the short form', '그럼에도 불구하고', 15, "'그럼에도 불구하고' 피하기"],
    ['too long for any form', '이러한 점을 고려하였을 때', 15, ''],
    ['a quote mark inside cannot be quoted', "it's", 15, ''],
    ['punctuation only is no phrase', '!!', 15, ''],
  ];
  for (const [name, phrase, max, want] of cases) {
    await t.test(name, () => {
      const got = avoidRule(phrase, max);
      assert.equal(got, want);
      if (got) assert.ok(engineKnows(got, connectives), `${got} is understood`);
    });
  }
});
