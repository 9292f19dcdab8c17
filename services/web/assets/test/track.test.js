// node --test services/web/assets/test: track's id and retries.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { track } from '../static/api.js';

// answering replaces fetch with one that answers each call with the next of outcomes (a status,
// or 'lost' for a connection that broke), and returns the bodies sent.
function answering(outcomes) {
  const sent = [];
  globalThis.fetch = async (path, init) => {
    sent.push(JSON.parse(init.body));
    const next = outcomes.shift();
    if (next === 'lost') throw new TypeError('Failed to fetch');
    return { status: next };
  };
  return sent;
}

// settle lets the answers of the calls so far arrive, then moves the clock past every retry wait.
async function settle() {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    mock.timers.tick(5000);
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('track retries a 5xx and a lost connection with the same id, and nothing else', async (t) => {
  mock.timers.enable({ apis: ['setTimeout'] });
  t.after(() => mock.timers.reset());
  const cases = [
    ['stored at once', [200], 1],
    ['a 502, then stored', [502, 200], 2],
    ['a lost connection, then stored', ['lost', 200], 2],
    ['three failures: given up after two retries', [503, 'lost', 502, 200], 3],
    ['refused: never retried', [400], 1],
    ['over the daily limit: never retried', [429], 1],
    ['not stored by design: never retried', [202], 1],
  ];
  for (const [name, outcomes, calls] of cases) {
    const sent = answering(outcomes);
    track('transform_done', { changed_ratio: 0.4 });
    await settle();
    assert.equal(sent.length, calls, name);
    assert.match(sent[0].id, uuid, name);
    for (const body of sent) assert.deepEqual(body, sent[0], `${name}: every retry sends the same event`);
  }
  const a = answering([200, 200]);
  track('draft_submitted');
  track('draft_submitted');
  await settle();
  assert.notEqual(a[0].id, a[1].id, 'two events have two ids');
});
