// The streamed rewrite (Accept: application/x-ndjson, docs/openapi.yaml RewriteStream) put back
// together as its lines come: the sentences so far in draft order, with the stretches still being
// rewritten between them, and at the end the answer the JSON form would have given.

export function arrival() {
  let total = 0;
  const got = new Map(); // index -> sentence, as the API gave it
  let end = null; // the last line's summary
  let error = ''; // an error line's Korean message

  // add reads one line; a line of no known shape is false, so the page can say it could not read
  // the answer.
  function add(line) {
    if (typeof line?.error === 'string') {
      error = line.error;
      return true;
    }
    if (Array.isArray(line?.sentences)) {
      if (Number.isInteger(line.total)) total = line.total;
      for (const { index, ...s } of line.sentences) {
        if (!Number.isInteger(index) || index < 0) return false;
        got.set(index, s);
      }
      return true;
    }
    if (Number.isInteger(line?.count)) {
      end = line;
      return true;
    }
    return false;
  }

  // runs are the draft's sentences in order as stretches: those that came ({from, sentences}) and
  // those still being rewritten ({from, to, waiting: true}).
  function runs() {
    const out = [];
    for (let i = 0; i < total; i++) {
      const s = got.get(i);
      const last = out.at(-1);
      if (s && last && !last.waiting) last.sentences.push(s);
      else if (s) out.push({ from: i, sentences: [s] });
      else if (last?.waiting) last.to = i;
      else out.push({ from: i, to: i, waiting: true });
    }
    return out;
  }

  // answer is the JSON form's answer once the summary came with every sentence it holds; null
  // before that, or when one is missing.
  function answer() {
    if (!end) return null;
    const sentences = [];
    for (let i = 0; i < end.count; i++) {
      if (!got.has(i)) return null;
      sentences.push(got.get(i));
    }
    const { count, ...summary } = end;
    return { sentences, ...summary };
  }

  return { add, runs, answer, arrived: () => got.size, total: () => total, error: () => error };
}
