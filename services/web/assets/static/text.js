// Text helpers of the writer's screen. Lengths follow the server (DESIGN §2): Unicode code points
// of the NFC-normalised string, so 80 Korean syllables are 80 characters whatever the keyboard sent.

export function nfc(s) {
  return s.normalize('NFC');
}

export function countChars(s) {
  return [...nfc(s)].length;
}

// trimSpace cuts what the server cuts before it counts a text (Go's strings.TrimSpace, whose
// spaces are unicode.IsSpace): trim() would also cut U+FEFF and keep U+0085.
const space = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const edges = new RegExp(`^${space}+|${space}+$`, 'g');

export function trimSpace(s) {
  return s.replace(edges, '');
}

// findQuote locates a verbatim quote in text (both NFC): an exact match first, then one where
// every whitespace run may differ, as the server's evidence check allows. Returns [start, end)
// in UTF-16 indices of text, or null.
export function findQuote(text, quote) {
  const q = nfc(quote).trim();
  if (q === '') return null;
  const at = text.indexOf(q);
  if (at >= 0) return [at, at + q.length];
  const pattern = q.split(/\s+/).map(escapeRegExp).join('\\s+');
  const m = new RegExp(pattern, 'u').exec(text);
  return m ? [m.index, m.index + m[0].length] : null;
}

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// segmentsOf splits text at every range boundary: each segment lists the keys of the ranges that
// cover it, so overlapping quotes are all marked. ranges: [{key, start, end}].
export function segmentsOf(text, ranges) {
  const cuts = new Set([0, text.length]);
  for (const r of ranges) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [start, end] = [points[i], points[i + 1]];
    const keys = ranges.filter((r) => r.start <= start && end <= r.end).map((r) => r.key);
    out.push({ text: text.slice(start, end), keys });
  }
  return out;
}

// A diff longer than this many cells (code points of one side times the other) is shown as a
// whole replacement: sentences are short, and the table must stay small on a phone.
const maxDiffCells = 400000;

// diff compares two sentences by code point (Korean changes one syllable of an ending at a time)
// and returns runs of {op: 'same' | 'del' | 'ins', text}, deletions before insertions.
export function diff(before, after) {
  const a = [...before];
  const b = [...after];
  if (a.length * b.length > maxDiffCells) {
    return merge([{ op: 'del', text: before }, { op: 'ins', text: after }]);
  }
  // lcs[i][j] is the longest common subsequence of a[i:] and b[j:].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const runs = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      runs.push({ op: 'same', text: a[i++] });
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] > lcs[i + 1][j])) {
      runs.push({ op: 'ins', text: b[j++] });
    } else {
      runs.push({ op: 'del', text: a[i++] });
    }
  }
  return merge(runs);
}

function merge(runs) {
  const out = [];
  for (const r of runs) {
    if (r.text === '') continue;
    const last = out[out.length - 1];
    if (last && last.op === r.op) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}

// joinSentences puts the final sentences back together with the draft's own spacing and line
// breaks: each original sentence is found in the draft in order, and what stood between two of
// them is kept. Where a sentence is not found as it stands, a single space joins it.
export function joinSentences(draft, sentences) {
  let cursor = 0;
  let out = '';
  sentences.forEach(({ original, text }, n) => {
    const at = draft.indexOf(original, cursor);
    const between = at >= 0 ? draft.slice(cursor, at) : '';
    if (n > 0) out += /^\s+$/.test(between) ? between : ' ';
    out += text;
    if (at >= 0) cursor = at + original.length;
  });
  return out;
}

// figuresOf and namesOf read a sentence's figures and Latin-script names roughly as the gate
// does (DESIGN §2: 1,200 is 1200, a percentage keeps its sign, GPT-4o and Node.js are one name),
// for a note on the writer's own edits, which no gate checks.
const figure = /\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|\d+(?:\.\d+)?%?/g;
const latinName = /[A-Za-z](?:[A-Za-z0-9]|[.\-_&+'](?=[A-Za-z0-9]))*/g;

export function figuresOf(s) {
  return (s.match(figure) ?? []).map((f) => f.replaceAll(',', ''));
}

export function namesOf(s) {
  return s.match(latinName) ?? [];
}

// factChanges lists what an edit changed of the draft sentence's figures and names:
// {figures: {lost, gained}, names: {lost, gained}}, each a list counted as a multiset.
export function factChanges(draftSentence, edited) {
  const apart = (a, b) => {
    const left = [...b];
    return a.filter((x) => {
      const i = left.indexOf(x);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
  };
  const pair = (a, b) => ({ lost: apart(a, b), gained: apart(b, a) });
  return {
    figures: pair(figuresOf(draftSentence), figuresOf(edited)),
    names: pair(namesOf(draftSentence), namesOf(edited)),
  };
}

// paragraphsOf splits a finished text into paragraphs at blank lines, each a list of its lines.
export function paragraphsOf(text) {
  return text.split(/\n[^\S\n]*\n\s*/).map((p) => p.split('\n')).filter((p) => p.join('').trim() !== '');
}
