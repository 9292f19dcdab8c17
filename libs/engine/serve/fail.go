package serve

import (
	"errors"
	"net/http"

	"maltu/libs/engine"
	"maltu/libs/gate/door"
)

// Korean messages for a failed chain call. The 503 says the client cannot fix it; the 502 says to
// retry without changing the input (contract §7).
var (
	msgNoEngine = map[engine.Task]string{
		engine.TaskExtract: "말투 추출 엔진이 연결되어 있지 않습니다. 서버 설정 문제라서 다시 보내도 해결되지 않으니 운영자에게 알려 주세요.",
		engine.TaskRewrite: "문장 다듬기 엔진이 연결되어 있지 않습니다. 서버 설정 문제라서 다시 보내도 해결되지 않으니 운영자에게 알려 주세요.",
		engine.TaskReport:  "보고서 정리 엔진이 연결되어 있지 않습니다. 서버 설정 문제라서 다시 보내도 해결되지 않으니 운영자에게 알려 주세요.",
	}
	msgFailed = map[engine.Task]string{
		engine.TaskExtract: "말투를 뽑아내지 못했습니다. 글은 그대로 두고 잠시 후 다시 시도해 주세요.",
		engine.TaskRewrite: "초안을 다듬지 못했습니다. 초안은 그대로 두고 잠시 후 다시 시도해 주세요.",
		engine.TaskReport:  "보고서로 정리하지 못했습니다. 문장은 그대로 두고 잠시 후 다시 시도해 주세요.",
	}
)

const msgUpstreamLimit = "AI 엔진의 사용 한도를 넘었습니다. 잠시 후, 늦어도 내일 다시 시도해 주세요."

// Fail is the answer to a chain call no engine answered: 503 when none is configured, 429 when an
// upstream limit was among the causes, 502 otherwise. The cause itself (engine names, classes)
// stays in the chain's log lines; the client gets only the Korean message.
func Fail(task engine.Task, err error) *door.Error {
	switch {
	case errors.Is(err, engine.ErrNoEngine):
		return door.Fail(http.StatusServiceUnavailable, msgNoEngine[task])
	case errors.Is(err, engine.ErrUpstreamLimit):
		return door.Fail(http.StatusTooManyRequests, msgUpstreamLimit)
	}
	return door.Fail(http.StatusBadGateway, msgFailed[task])
}
