// Small DOM helpers shared by the two screens. Text always goes in as text, never as HTML.

export const $ = (sel, root = document) => root.querySelector(sel);

// h builds an element: h('li', {class: 'x', dataset: {i: 1}}, 'text', child, ...).
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'text') el.textContent = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : v);
  }
  el.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return el;
}

// showError puts an ApiError (or any message) in an alert region; null clears it.
export function showError(region, err, detail = '') {
  region.replaceChildren();
  region.hidden = !err;
  if (!err) return;
  region.append(h('span', { text: err.message ?? String(err) }));
  if (detail) region.append(h('small', { class: 'detail', text: detail }));
}

// busy marks a button as working: disabled, aria-busy, its label swapped until done() is called.
export function busy(button, label) {
  const before = button.textContent;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = label;
  return () => {
    button.removeAttribute('aria-busy');
    button.textContent = before;
  };
}

// setupTabs wires a WAI-ARIA tab list: click or Enter selects, arrow keys, Home and End move.
export function setupTabs(list, onSelect = () => {}) {
  const tabs = [...list.querySelectorAll('[role="tab"]')];
  const select = (tab, focus = true) => {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    }
    if (focus) tab.focus();
    onSelect(tab);
  };
  list.addEventListener('click', (e) => {
    const tab = e.target.closest('[role="tab"]');
    if (tab) select(tab);
  });
  list.addEventListener('keydown', (e) => {
    const i = tabs.indexOf(document.activeElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]);
  });
  return (id) => select(document.getElementById(id), false);
}
