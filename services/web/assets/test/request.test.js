// node --test services/web/assets/test: what request tells the writer when no Korean sentence of
// the server came back (a proxy's page, a gateway that gave up).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request, describe, ApiError } from '../static/api.js';

test('request explains answers without the server sentence in Korean, by status', async () => {
  const cases = [
    ['a gateway timed out: too long, try again or send less', 504, /너무 오래 걸려/],
    ['a proxy page for a 502', 502, /다시 시도해 주세요/],
    ['a proxy limit', 429, /잠시 뒤에 다시 시도/],
    ['anything else keeps the status', 418, /오류 418/],
  ];
  for (const [name, status, want] of cases) {
    globalThis.fetch = async () => ({ ok: false, status, json: async () => { throw new SyntaxError('not JSON'); } });
    await assert.rejects(request('/api/report', { body: {} }), (err) => {
      assert.equal(err.status, status, name);
      assert.match(err.message, want, name);
      return true;
    });
  }
});

test('describe gives the status to report, and no 오류 200 for an answer the page could not read', async (t) => {
  const cases = [
    ['a refusal', 429, /^오류 429 · /],
    ['no connection', 0, /^연결 실패 · /],
    ['a malformed 200', 200, /^응답 형식 오류 \(상태 200\) · /],
  ];
  for (const [name, status, want] of cases) {
    await t.test(name, () => assert.match(describe(new ApiError(status, '')), want));
  }
});
