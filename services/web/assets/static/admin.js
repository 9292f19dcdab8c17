// The operator's screen: one KPI row read with the operator key. The key lives in a variable of
// this module only: never in storage or cookies, gone when the tab closes or reloads.
import { request, describe } from './api.js';
import { $, h, showError, busy } from './dom.js';

let token = '';

const none = '아직 없음';
const count = (v) => (typeof v === 'number' ? v.toLocaleString('ko-KR') : none);
const percent = (v) => (typeof v === 'number' && Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : none);

// kst writes an RFC 3339 time as Korean wall-clock time, e.g. "2026-09-07 14:03:22 KST".
function kst(iso) {
  const d = new Date(iso);
  if (typeof iso !== 'string' || Number.isNaN(d.getTime())) return none;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(d).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} KST`;
}

// The KPI row's fields (DESIGN §4), how each is read, and where it stands on the screen.
const fields = [
  ['flow', 'sessions', '세션', count, '이벤트를 보낸 서로 다른 브라우저 세션. 8천 개쯤까지는 정확하고, 그보다 많으면 추정치로 오차는 1% 안쪽'],
  ['flow', 'profiles_created', '말투 생성', count, '말투를 뽑은 횟수'],
  ['flow', 'drafts_submitted', '초안 제출', count, '바꾸기를 요청한 초안'],
  ['flow', 'transforms_done', '변환 완료', count, '바꾼 결과를 받은 횟수'],
  ['flow', 'revision_loops', '다시 바꾸기', count, '결과를 보고 다시 바꾼 횟수'],
  ['quality', 'published_as_is', '그대로 사용', count, '되돌림·직접 채움 없이 복사하거나 내려받은 결과'],
  ['quality', 'publish_as_is_rate', '그대로 사용 비율', percent, '그대로 사용 ÷ 변환 완료'],
  ['quality', 'avg_changed_ratio', '평균 변화율', percent, '엔진이 바꾼 글자 비율의 평균'],
  ['quality', 'rules_edited_inline', '규칙 수정 (결과 화면)', count, '말투를 뽑은 자리에서 고친 규칙'],
  ['quality', 'rules_edited_tab', '규칙 수정 (내 말투 탭)', count, '‘내 말투’ 탭에서 고친 규칙'],
  ['time', 'first_event_at', '첫 이벤트', kst, ''],
  ['time', 'last_event_at', '마지막 이벤트', kst, ''],
];

// What the operator can do about each refusal of /api/kpi (contract §5, §7).
const advice = {
  0: '지표 서비스에 닿지 못했습니다. 네트워크나 서버 상태를 확인하세요.',
  401: '키가 비었거나 서버에 등록된 키와 다릅니다. 앞뒤 공백은 무시합니다. 틀린 키는 시도 횟수에 들어가니 확인한 뒤 넣으세요.',
  429: '틀린 키를 너무 여러 번 넣어 이 주소에서 잠시 막혔습니다. 기본 설정으로는 15분쯤 지나면 다시 시도할 수 있습니다.',
  502: '지표 저장소를 읽지 못했습니다. 잠시 뒤 다시 읽어 보세요. 계속되면 서버 로그를 확인하세요.',
  503: '서버에 운영자 키(ADMIN_TOKEN)가 등록되지 않았거나 지표 저장소가 연결되지 않았습니다. 서버 설정 문제라 이 화면에서는 고칠 수 없습니다.',
};

async function load(button) {
  const done = busy(button, '읽는 중…');
  showError($('#kpi-error'), null);
  try {
    const data = await request('/api/kpi', { method: 'GET', headers: { 'x-admin-token': token } });
    render(data);
  } catch (err) {
    const tip = advice[err.status] ?? '';
    showError($('#kpi-error'), err, [tip, describe(err)].filter(Boolean).join(' '));
    if (err.status === 401) {
      // A mistyped key comes back into the field, selected: fixed in place or typed over.
      const typed = token;
      forget(false);
      $('#token').value = typed;
      $('#token').select();
    }
  } finally {
    done();
    button.disabled = false;
    checkToken();
  }
}

function render(data) {
  const kpi = data.kpi && typeof data.kpi === 'object' ? data.kpi : null;
  $('#measured').textContent = `측정 시각 ${kst(data.measured_at)}`;
  $('#kpi-empty').hidden = kpi !== null;
  for (const group of ['flow', 'quality', 'time']) {
    $(`#kpi-${group}`).replaceChildren(
      ...fields
        .filter(([g]) => g === group)
        .map(([, key, label, read, help]) => {
          const v = kpi ? kpi[key] : null;
          const text = v === null || v === undefined ? none : read(v);
          return h('div', { class: text === none ? 'kpi-item none' : 'kpi-item', dataset: { field: key } },
            h('dt', { text: label }),
            h('dd', { text }),
            help ? h('dd', { class: 'help', text: help }) : null);
        }),
    );
  }
  const dash = $('#dashboard');
  const first = dash.hidden;
  dash.hidden = false;
  if (first) $('#h-kpi').focus();
}

function checkToken() {
  const empty = $('#token').value.trim() === '';
  $('#load').disabled = empty;
  $('#token-why').textContent = empty ? '키를 넣으면 버튼이 켜집니다.' : '';
}

// forget drops the key; after a 401 the form comes back so the operator can type it again.
function forget(clearScreen = true) {
  token = '';
  $('#token-form').hidden = false;
  $('#key-held').hidden = true;
  if (clearScreen) {
    $('#dashboard').hidden = true;
    showError($('#kpi-error'), null);
  }
  $('#token').focus();
}

$('#token').addEventListener('input', checkToken);
$('#token-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = $('#token');
  const key = input.value.trim();
  if (key === '') return;
  // Browsers send header values as Latin-1 bytes only: a key with Hangul cannot leave the page.
  if (!/^[\x21-\x7e]+$/.test(key)) {
    showError($('#kpi-error'), new Error('운영자 키에는 영문, 숫자, 기호만 쓸 수 있습니다. 브라우저는 한글이나 공백이 든 키를 헤더로 보내지 못합니다. 서버의 ADMIN_TOKEN을 그런 문자로 정해 주세요.'));
    return;
  }
  token = key;
  input.value = '';
  $('#token-form').hidden = true;
  $('#key-held').hidden = false;
  load($('#refresh'));
});
$('#refresh').addEventListener('click', (e) => load(e.currentTarget));
$('#forget').addEventListener('click', () => forget());
checkToken();
