// The words the offline engine reads in a rule (libs/engine/rules), written into the page by the
// server as a JSON data block, so rule-forms.js reads rules with the engine's own lists.
export const ruleWords = JSON.parse(document.getElementById('rule-words').textContent);
