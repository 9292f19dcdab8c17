package door

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// Error is an answer with a status and a Korean message for the client. Handlers return it (or
// wrap it); the door writes it as {"error": Message}. Nothing else of an error reaches a client.
type Error struct {
	Status  int
	Message string
	// RetryAfter, in seconds, is sent as the Retry-After header when positive.
	RetryAfter int
}

func (e *Error) Error() string { return fmt.Sprintf("%d: %s", e.Status, e.Message) }

// Fail returns an error answered with status and a Korean message.
func Fail(status int, message string) *Error { return &Error{Status: status, Message: message} }

// Korean messages of the door itself.
const (
	msgNotFound      = "요청한 주소를 찾을 수 없습니다."
	msgInternal      = "서버에서 예기치 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요."
	msgBadJSON       = "요청 본문이 올바른 JSON 형식이 아닙니다."
	msgNotObject     = "요청 본문은 JSON 객체여야 합니다."
	msgDailyLimit    = "오늘 사용할 수 있는 요청 횟수를 모두 사용했습니다. 내일(한국 시간 자정 이후) 다시 시도해 주세요."
	msgNotReady      = "서비스가 아직 요청을 받을 준비가 되지 않았습니다."
	msgShuttingDown  = "서비스가 종료되는 중입니다."
	msgRequestTimout = "요청을 받는 데 시간이 너무 오래 걸렸습니다."
	msgTooLarge      = "요청 본문이 너무 큽니다."
)

// NotFound is the 404 answer for a path no route serves.
func NotFound() *Error { return Fail(http.StatusNotFound, msgNotFound) }

// MethodNotAllowed is the 405 answer; allow lists the methods the path accepts.
func MethodNotAllowed(allow []string) *Error {
	return Fail(http.StatusMethodNotAllowed, "이 주소는 "+strings.Join(allow, ", ")+" 요청만 받습니다.")
}

// TooLarge is the 413 answer for a body over limit bytes.
func TooLarge(limit int) *Error {
	return Fail(http.StatusRequestEntityTooLarge, fmt.Sprintf("요청 본문이 너무 큽니다. 최대 %s까지 보낼 수 있습니다.", size(limit)))
}

func size(n int) string {
	if n < 1<<10 {
		return fmt.Sprintf("%d바이트", n)
	}
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%dMiB", n>>20)
	}
	return fmt.Sprintf("%dKiB", n>>10)
}

// answer turns any error into the status and body the client sees. Fiber's own errors (an
// unmatched route, a body over the server's ceiling, a read timeout) get Korean messages too.
func answer(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var fe *fiber.Error
	if errors.As(err, &fe) {
		switch fe.Code {
		case http.StatusNotFound:
			return NotFound()
		case http.StatusRequestEntityTooLarge:
			return Fail(http.StatusRequestEntityTooLarge, msgTooLarge)
		case http.StatusRequestTimeout:
			return Fail(http.StatusRequestTimeout, msgRequestTimout)
		case http.StatusBadRequest:
			return Fail(http.StatusBadRequest, "요청 형식이 올바르지 않습니다.")
		case http.StatusRequestHeaderFieldsTooLarge:
			return Fail(http.StatusRequestHeaderFieldsTooLarge, msgHeadersTooLarge)
		}
	}
	return Fail(http.StatusInternalServerError, msgInternal)
}

func writeError(c *fiber.Ctx, e *Error) error {
	secure(c)
	if e.RetryAfter > 0 {
		c.Set(fiber.HeaderRetryAfter, fmt.Sprint(e.RetryAfter))
	}
	return c.Status(e.Status).JSON(fiber.Map{"error": e.Message})
}
