// node --test services/web/assets/test: the writer screen's text helpers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countChars, trimSpace, findQuote, segmentsOf, diff, joinSentences, factChanges, paragraphsOf } from '../static/text.js';

test('countChars counts code points after NFC, like the server', () => {
  const cases = [
    ['empty', '', 0],
    ['precomposed syllables', '안녕하세요', 5],
    ['decomposed jamo (NFD) count as syllables', '안녕하세요'.normalize('NFD'), 5],
    ['emoji is one character', '좋아요 👍', 5],
    ['Latin and digits', 'GPT-4o 3.5%', 11],
  ];
  for (const [name, input, want] of cases) assert.equal(countChars(input), want, name);
});

test('trimSpace cuts the whitespace the server cuts before counting, and no more', () => {
  const cases = [
    ['line breaks and spaces', '\n  가나다 \n\n', '가나다'],
    ['ideographic and no-break spaces', '\u3000\u00a0가나다\u3000', '가나다'],
    ['next line (U+0085) is space to the server', '\u0085가나다\u0085', '가나다'],
    ['a byte order mark is not', '\ufeff가나다', '\ufeff가나다'],
    ['inner whitespace stays', ' 가 \n 나 ', '가 \n 나'],
    ['only whitespace', ' \t\r\n ', ''],
  ];
  for (const [name, input, want] of cases) assert.equal(trimSpace(input), want, name);
});

test('findQuote finds verbatim quotes, whitespace runs may differ', () => {
  const text = '오늘은 비가 왔다.\n그래서  우산을 챙겼는데, 결국 놓고 왔다 ㅠㅠ';
  const cases = [
    ['exact', '우산을 챙겼는데', [text.indexOf('우산을'), text.indexOf('우산을') + 8]],
    ['across a line break and a double space', '왔다. 그래서 우산을', [text.indexOf('왔다.'), text.indexOf('우산을') + 3]],
    ['regex characters are literal', '(없는 말)', null],
    ['not in the text', '맑은 날이었다', null],
    ['blank quote', '  ', null],
  ];
  for (const [name, quote, want] of cases) assert.deepEqual(findQuote(text, quote), want, name);
});

test('segmentsOf marks overlapping ranges with every key', () => {
  const got = segmentsOf('가나다라마', [
    { key: 'o0', start: 1, end: 3 },
    { key: 'r0', start: 2, end: 4 },
  ]);
  assert.deepEqual(got, [
    { text: '가', keys: [] },
    { text: '나', keys: ['o0'] },
    { text: '다', keys: ['o0', 'r0'] },
    { text: '라', keys: ['r0'] },
    { text: '마', keys: [] },
  ]);
});

test('diff keeps what is shared and marks the rest', () => {
  const cases = [
    ['same', '회의는 3시입니다.', '회의는 3시입니다.', [{ op: 'same', text: '회의는 3시입니다.' }]],
    ['speech level changed at the end', '회의는 3시입니다.', '회의는 3시예요.', [
      { op: 'same', text: '회의는 3시' }, { op: 'del', text: '입니다' }, { op: 'ins', text: '예요' }, { op: 'same', text: '.' },
    ]],
    ['connector dropped', '또한 매출이 늘었다.', '매출이 늘었다.', [{ op: 'del', text: '또한 ' }, { op: 'same', text: '매출이 늘었다.' }]],
    ['from nothing', '', '새 문장', [{ op: 'ins', text: '새 문장' }]],
  ];
  for (const [name, a, b, want] of cases) assert.deepEqual(diff(a, b), want, name);
});

test('diff of very long sentences is a whole replacement', () => {
  const a = '가'.repeat(800);
  const b = '나'.repeat(800);
  assert.deepEqual(diff(a, b), [{ op: 'del', text: a }, { op: 'ins', text: b }]);
});

test('joinSentences keeps the draft\'s spacing and line breaks', () => {
  const draft = '첫 문장입니다.  둘째 문장입니다.\n\n새 문단입니다.';
  const got = joinSentences(draft, [
    { original: '첫 문장입니다.', text: '첫 문장이에요.' },
    { original: '둘째 문장입니다.', text: '둘째 문장이에요.' },
    { original: '새 문단입니다.', text: '새 문단이에요.' },
  ]);
  assert.equal(got, '첫 문장이에요.  둘째 문장이에요.\n\n새 문단이에요.');
  const lost = joinSentences('가. 나.', [{ original: '가.', text: '가!' }, { original: '다른 것', text: '다.' }]);
  assert.equal(lost, '가! 다.');
});

// Random texts with Hangul, Latin, regex characters and every kind of space: the helpers must
// never throw, findQuote must find any slice of the text however its spaces were rewritten, and
// a diff must give back both sentences. A fixed seed keeps a failure reproducible.
function random(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}
const alphabet = [...'가나다라마바사아자차카타파하말투글 \n\t  .?!()[]*+\\^$|{}ab1,'];
const squash = (s) => s.replace(/\s+/g, ' ').trim();

test('findQuote finds every slice of a random text, whatever its spacing', () => {
  const next = random(20260907);
  for (let i = 0; i < 2000; i++) {
    const text = Array.from({ length: 1 + next(60) }, () => alphabet[next(alphabet.length)]).join('');
    const from = next(text.length);
    const slice = text.slice(from, from + 1 + next(20));
    const quote = slice.replace(/\s+/g, () => [' ', '  ', '\n'][next(3)]);
    const got = findQuote(text, quote);
    if (squash(quote) === '') {
      assert.equal(got, null, `blank quote ${JSON.stringify(quote)}`);
      continue;
    }
    assert.ok(got, `${JSON.stringify(quote)} not found in ${JSON.stringify(text)}`);
    assert.equal(squash(text.slice(got[0], got[1])), squash(quote));
  }
});

test('diff of random sentences gives back both sides', () => {
  const next = random(7);
  for (let i = 0; i < 1000; i++) {
    const make = () => Array.from({ length: next(30) }, () => alphabet[next(alphabet.length)]).join('');
    const [a, b] = [make(), make()];
    const runs = diff(a, b);
    assert.equal(runs.filter((r) => r.op !== 'ins').map((r) => r.text).join(''), a);
    assert.equal(runs.filter((r) => r.op !== 'del').map((r) => r.text).join(''), b);
  }
});

test('factChanges names the figures and names an edit lost or gained', async (t) => {
  const none = { lost: [], gained: [] };
  const cases = [
    ['nothing changed but the ending', '매출은 1,200만 원입니다.', '매출은 1200만 원이에요.', { figures: none, names: none }],
    ['a figure changed', '전년보다 12% 늘었습니다.', '전년보다 15% 늘었어요.', { figures: { lost: ['12%'], gained: ['15%'] }, names: none }],
    ['a figure dropped, one of two alike kept', '3명 중 3명이 왔습니다.', '3명이 다 왔어요.', { figures: { lost: ['3'], gained: [] }, names: none }],
    ['a decimal is one figure, 3,14 two', '3.5배, 3,14', '3.5배, 3,14', { figures: none, names: none }],
    ['a name lost, another gained', 'OpenAI의 GPT-4o를 썼습니다.', 'GPT-4o와 Node.js를 썼어요.', { figures: { lost: [], gained: [] }, names: { lost: ['OpenAI'], gained: ['Node.js'] } }],
    ['names are case-sensitive', 'iPhone 출시', 'IPhone 출시', { figures: none, names: { lost: ['iPhone'], gained: ['IPhone'] } }],
  ];
  for (const [name, before, after, want] of cases) {
    await t.test(name, () => assert.deepEqual(factChanges(before, after), want));
  }
});

test('paragraphsOf keeps the draft\'s paragraphs and line breaks', async (t) => {
  const cases = [
    ['one line', '한 줄입니다.', [['한 줄입니다.']]],
    ['a line break stays in its paragraph', '첫 줄.\n둘째 줄.', [['첫 줄.', '둘째 줄.']]],
    ['blank lines part paragraphs, however many', '가.\n\n\n나.\n \n다.', [['가.'], ['나.'], ['다.']]],
    ['empty', '', []],
  ];
  for (const [name, text, want] of cases) {
    await t.test(name, () => assert.deepEqual(paragraphsOf(text), want));
  }
});
