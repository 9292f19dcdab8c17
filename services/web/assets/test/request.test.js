// node --test services/web/assets/test: what request tells the writer when no Korean sentence of
// the server came back (a proxy's page, a gateway that gave up).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from '../static/api.js';

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
