// The writer's choice for each sentence of a result: the rewrite as the API gave it, the draft's
// sentence, or their own. Each sentence keeps the history of its choices, the last one in force,
// so every change can be undone; an empty history is the API's sentence.

// chosenText is the sentence the writer's history gives: what copy, export and the report take.
export function chosenText(s, history) {
  const c = history.at(-1);
  if (c?.use === 'draft') return s.original;
  if (c?.use === 'own') return c.text;
  return s.rewritten;
}

// choose adds a choice when it changes the sentence, and says whether it did.
export function choose(s, history, c) {
  if (chosenText(s, [c]) === chosenText(s, history)) return false;
  history.push(c);
  return true;
}

// fill keeps what the writer types into a blank as one choice however many keystrokes it took:
// the text replaces the fill in force, and an emptied box leaves the draft's sentence again.
export function fill(history, text) {
  if (history.at(-1)?.fill) history.pop();
  if (text !== '') history.push({ use: 'own', text, fill: true });
}

// usedFrom says where the sentence in force comes from: 'rewrite', 'draft' or 'own'.
export function usedFrom(s, history) {
  const c = history.at(-1);
  if (c?.use === 'own') return 'own';
  if (c?.use === 'draft' || s.rewritten === s.original) return 'draft';
  return 'rewrite';
}
