// node --test services/web/assets/test: the voice kept in the browser and moved as a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { voiceJSON, voiceFrom, mergeRules } from '../static/voice-file.js';

const limits = { ruleChars: 15, rules: 10 };
const voice = {
  observations: [{ title: '해요체로 말해요', evidence: '다녀왔어요', key: 'o0', found: true }],
  rules: [
    { rule: '해요체로 끝맺기', why: '거의 모든 문장이 -어요로 끝납니다.', evidence: '잘 어울렸어요', own: false },
    { rule: '문장은 짧게', why: '', evidence: '', own: true },
  ],
  avoids: [{ phrase: '또한', why: '' }],
  dropped: 2,
};

test('a voice written out reads back as it was, and nothing else goes with it', () => {
  const json = voiceJSON(voice, new Date('2026-12-06T03:00:00Z'));
  assert.deepEqual(Object.keys(json), ['format', 'version', 'saved_at', 'observations', 'rules', 'avoids']);
  assert.deepEqual(json.observations, [{ title: '해요체로 말해요', evidence: '다녀왔어요' }]);
  assert.deepEqual(voiceFrom(JSON.parse(JSON.stringify(json)), limits), { ...voice, observations: json.observations, dropped: 0 });
});

test('voiceFrom refuses what the page could not use, saying why', async (t) => {
  const file = (over) => ({ ...voiceJSON(voice), ...over });
  const cases = [
    ['not an object', null, /말투 파일이 아닙니다/],
    ['another JSON file', { rules: voice.rules }, /말투 파일이 아닙니다/],
    ['no rules', file({ rules: [] }), /규칙이 하나도 없습니다/],
    ['only empty rules', file({ rules: [{ rule: '  ' }, { why: 'x' }] }), /규칙이 하나도 없습니다/],
    ['too many rules', file({ rules: Array.from({ length: 11 }, (_, i) => ({ rule: `규칙 ${i}` })) }), /10개까지/],
    ['a rule too long', file({ rules: [{ rule: '짧게' }, { rule: '가'.repeat(16) }] }), /2번째 규칙이 15자를 넘습니다/],
  ];
  for (const [name, data, want] of cases) {
    await t.test(name, () => assert.throws(() => voiceFrom(data, limits), want));
  }
});

test('voiceFrom tidies what it can: NFC, spaces, missing fields, items without text', () => {
  const got = voiceFrom({
    format: 'maltu-voice',
    rules: [{ rule: ' 해요체로 끝맺기 '.normalize('NFD') }, 'not a rule'],
    observations: [{ title: '관찰' }, { evidence: '제목 없음' }],
    avoids: 'not a list',
  }, limits);
  assert.deepEqual(got, {
    observations: [{ title: '관찰', evidence: '' }],
    rules: [{ rule: '해요체로 끝맺기', why: '', evidence: '', own: false }],
    avoids: [],
    dropped: 0,
  });
});

test('mergeRules keeps the writer\'s own rules over a new extraction', async (t) => {
  const r = (rule, own = false) => ({ rule, why: '', evidence: '', own });
  const cases = [
    ['nothing of the writer\'s: the new rules', [r('가'), r('나')], [r('다')], 10, { rules: [r('가'), r('나')], kept: 0, left: 0 }],
    ['own rules first, found ones dropped', [r('가'), r('나')], [r('다'), r('라', true)], 10, { rules: [r('라', true), r('가'), r('나')], kept: 1, left: 0 }],
    ['a new rule the writer already has is not doubled', [r('라'), r('가')], [r('라', true)], 10, { rules: [r('라', true), r('가')], kept: 1, left: 0 }],
    ['no room left for some', [r('가'), r('나'), r('다')], [r('라', true), r('마', true)], 3, { rules: [r('라', true), r('마', true), r('가')], kept: 2, left: 2 }],
  ];
  for (const [name, fresh, current, max, want] of cases) {
    await t.test(name, () => assert.deepEqual(mergeRules(fresh, current, max), want));
  }
});
