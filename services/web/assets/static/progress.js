// What the page shows while a model works (README "With a model": 14 s to extract 20,000
// characters, 11 s to rewrite 10,000): after a moment, what it is doing and how long that takes,
// a clock, and a way to stop. The sentence is announced once (and again if it runs late); the
// clock ticks for the eyes only, so a screen reader is not read a number every second.
import { $ } from './dom.js';
import { fmt } from './state.js';

const shownAfter = 700; // ms; the offline engine answers before this

// waiting shows #<step>-progress for a request the controller can abort. doing is the sentence
// ("바꾸는 중이에요"), chars the text's length and seconds the expected wait. It returns the
// function that takes the box away.
export function waiting(step, doing, chars, seconds, controller) {
  const box = $(`#${step}-progress`);
  const status = $(`#${step}-elapsed`);
  const clock = $(`#${step}-clock`);
  const stop = $(`#${step}-cancel`);
  const started = Date.now();
  const expected = Math.max(1, Math.round(seconds));
  let late = false;
  const tick = () => {
    const s = Math.floor((Date.now() - started) / 1000);
    clock.textContent = `${fmt(s)}초 지남`;
    if (s >= expected && !late) {
      late = true;
      status.textContent = `${doing} · 예상보다 오래 걸리고 있어요. 기다리거나 그만둘 수 있어요`;
    }
  };
  const cancel = () => controller.abort();
  stop.addEventListener('click', cancel);
  let timer = 0;
  const shown = setTimeout(() => {
    status.textContent = `${doing} · ${fmt(chars)}자라 ${fmt(expected)}초쯤 걸려요`;
    tick();
    box.hidden = false;
    timer = setInterval(tick, 1000);
    // The pressed button is off now and the browser dropped its focus: keep the keyboard here,
    // on the box rather than on 그만두기, so a second Enter does not stop the request.
    if (document.activeElement === document.body || document.activeElement?.disabled) box.focus();
  }, shownAfter);
  return () => {
    clearTimeout(shown);
    clearInterval(timer);
    stop.removeEventListener('click', cancel);
    box.hidden = true;
  };
}

// refocus puts the keyboard back on the step's button after a failure or a stop, when the
// waiting took focus away with it, so Enter tries again.
export function refocus(button) {
  const lost = document.activeElement === document.body || document.activeElement?.closest('[hidden]');
  if (lost && !button.disabled) button.focus();
}
