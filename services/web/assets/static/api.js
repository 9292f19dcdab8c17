// Calls to the service's own API, same origin. Every failure becomes an ApiError whose message is
// the server's Korean sentence, or a Korean sentence of ours when no answer came back.

export class ApiError extends Error {
  // midStream: the server's error line of a streamed answer, after its 200 (api.js stream).
  constructor(status, message, { midStream = false } = {}) {
    super(message);
    this.status = status;
    this.midStream = midStream;
    this.at = new Date();
  }
}

const fallbackMessages = {
  0: '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  429: '요청이 너무 많습니다. 잠시 뒤에 다시 시도해 주세요.',
  502: '처리하는 중에 문제가 생겼습니다. 입력을 바꾸지 말고 다시 시도해 주세요.',
  503: '서비스가 아직 연결되지 않았습니다. 잠시 뒤에 다시 시도해 주세요.',
  // A gateway in front of the services gave up waiting (a model can take 20 s on a long text).
  504: '처리하는 데 너무 오래 걸려 중간에 끊겼습니다. 잠시 뒤에 다시 시도하거나, 글이 길면 나눠서 보내 주세요.',
};

function fallback(status) {
  return fallbackMessages[status] ?? `요청을 처리하지 못했습니다. (오류 ${status})`;
}

// request sends one call and returns the decoded JSON of a 2xx answer. A call aborted through
// signal rejects with the browser's AbortError, which is the writer's choice, not a failure.
export async function request(path, options = {}) {
  return read(await send(path, options));
}

async function send(path, { method = 'POST', body, headers = {}, signal } = {}) {
  try {
    return await fetch(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
  } catch (err) {
    if (err?.name === 'AbortError') throw err;
    throw new ApiError(0, fallback(0));
  }
}

// read is a JSON answer's object, or the ApiError it says.
async function read(res) {
  let data = null;
  try {
    data = await res.json();
  } catch {
    // An answer that is not JSON (a proxy's page) is reported by status below.
  }
  if (!res.ok) {
    const message = data && typeof data.error === 'string' && data.error !== '' ? data.error : fallback(res.status);
    throw new ApiError(res.status, message);
  }
  if (data === null || typeof data !== 'object') {
    throw new ApiError(res.status, '서버 응답을 읽지 못했습니다. 다시 시도해 주세요.');
  }
  return data;
}

const ndjson = 'application/x-ndjson';

// stream sends one call asking for the streamed answer (one JSON object a line) and gives each
// line to onLine as it comes; it returns null once the stream ended. An answer that is not a
// stream (an error before it began, a server that does not stream) is read as request reads it
// and returned. Aborting through signal rejects with the AbortError, as for request.
export async function stream(path, { onLine, headers = {}, ...options }) {
  const res = await send(path, { ...options, headers: { ...headers, accept: ndjson } });
  if (!res.ok || !res.headers.get('content-type')?.startsWith(ndjson) || !res.body) return read(res);
  const unreadable = () => new ApiError(res.status, '서버 응답을 읽지 못했습니다. 다시 시도해 주세요.');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  const take = (line) => {
    if (line.trim() === '') return;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      throw unreadable();
    }
    if (!onLine(value)) throw unreadable();
  };
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (err) {
      if (err?.name === 'AbortError') throw err;
      throw new ApiError(0, fallback(0)); // the connection broke off mid-answer
    }
    if (chunk.done) break;
    const lines = (rest + chunk.value).split('\n');
    rest = lines.pop();
    lines.forEach(take);
  }
  take(rest);
  return null;
}

// describe is the line shown under an error: the contract asks reporters for the request time
// and the status code. A 2xx answer the page could not read is no error status to report.
export function describe(err) {
  const time = err.at.toLocaleTimeString('ko-KR', { hour12: false });
  if (!err.status) return `연결 실패 · ${time}`;
  if (err.midStream) return `응답 도중 오류 (상태 ${err.status}) · ${time}`;
  if (err.status < 300) return `응답 형식 오류 (상태 ${err.status}) · ${time}`;
  return `오류 ${err.status} · ${time}`;
}

const anonKey = 'maltu.anon';
let memoryAnon = '';

// anonId is one random id per browser session (sessionStorage), at most 64 characters. Where
// storage is refused, it lives as long as the page.
export function anonId() {
  try {
    let id = sessionStorage.getItem(anonKey);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(anonKey, id);
    }
    return id.slice(0, 64);
  } catch {
    memoryAnon ||= crypto.randomUUID();
    return memoryAnon;
  }
}

// trackRetries are the waits before each retry of an event whose answer was a 5xx or never came.
const trackRetries = [1000, 4000];

// eventId is a fresh UUID; where the browser has none to give (an insecure origin), the server
// makes one, and a retry of that event may then be stored twice.
function eventId() {
  try {
    return crypto.randomUUID();
  } catch {
    return undefined;
  }
}

// track records a usage event and forgets it: nothing waits for it, and a failure never reaches
// the writer (keepalive lets it finish while the page unloads or a download starts). The event
// keeps one id over its retries, so the server stores it once even when a 502 came after the
// event was stored.
export function track(ev, props = {}) {
  const body = JSON.stringify({ id: eventId(), ev, anon: anonId(), props });
  const send = (attempt) => {
    const retry = () => {
      if (attempt < trackRetries.length) setTimeout(() => send(attempt + 1), trackRetries[attempt]);
    };
    try {
      fetch('/api/track', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body,
      }).then((res) => {
        if (res.status >= 500) retry();
      }, retry);
    } catch {
      // fetch itself refused (an old browser, a blocked request): the event is lost, the user is not.
    }
  };
  send(0);
}
