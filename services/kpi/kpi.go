package main

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/clientip"
	"maltu/libs/gate/door"
	"maltu/libs/gate/eventstore"
	"maltu/libs/gate/limit"
)

// readWait bounds the store read, so a hung ClickHouse costs the operator 2 s and a 502.
const readWait = 2 * time.Second

// kpiReader reads the KPI row; nil means no non-synthetic event yet.
type kpiReader interface {
	KPI(ctx context.Context) (*eventstore.KPI, error)
}

// operator serves GET /api/kpi.
type operator struct {
	token    []byte // SHA-256 of the trimmed ADMIN_TOKEN; nil when none is registered
	attempts *limit.Attempts
	store    kpiReader // nil when storage is not connected
}

// attemptWindow is the rolling window of the wrong-attempt ceiling (DESIGN §5).
const attemptWindow = 15 * time.Minute

// newOperator reads ADMIN_TOKEN and KPI_ATTEMPT_LIMIT; the store is connected by build.
func newOperator(kit door.Kit) (*operator, error) {
	maxAttempts, err := door.PositiveInt(kit.Getenv, "KPI_ATTEMPT_LIMIT", 5)
	if err != nil {
		return nil, err
	}
	o := &operator{attempts: limit.NewAttempts(kit.Redis, kit.Log, maxAttempts, attemptWindow, kit.LimitReplicas)}
	if token := strings.TrimSpace(kit.Getenv("ADMIN_TOKEN")); token != "" {
		sum := sha256.Sum256([]byte(token))
		o.token = sum[:]
	} else {
		kit.Log.Warn("ADMIN_TOKEN is not set: /api/kpi answers 503")
	}
	return o, nil
}

// answer is the body of a 200.
type answer struct {
	KPI        *eventstore.KPI `json:"kpi"`
	MeasuredAt string          `json:"measured_at"`
}

// Korean answers of /api/kpi.
const (
	msgNoToken      = "서버에 운영자 키가 등록되지 않아 지표를 볼 수 없습니다."
	msgTooMany      = "잘못된 운영자 키를 너무 많이 입력했습니다. 잠시 후 다시 시도해 주세요."
	msgMissingKey   = "운영자 키가 없습니다. x-admin-token 헤더에 키를 넣어 주세요."
	msgWrongKey     = "운영자 키가 올바르지 않습니다."
	msgNotConnected = "지표 저장소가 연결되지 않았습니다."
	msgReadFailed   = "지표를 읽지 못했습니다. 잠시 후 다시 시도해 주세요."
)

// kpi checks in the order of DESIGN §3: key registered, ceiling, key given, key right, store.
func (o *operator) kpi(c *fiber.Ctx) error {
	if o.token == nil {
		return door.Fail(http.StatusServiceUnavailable, msgNoToken)
	}
	given := strings.TrimSpace(c.Get("x-admin-token"))
	wrong := given != "" && !o.matches(given)
	// One round trip checks the ceiling and, for a wrong key, counts it; a missing key never counts.
	retry, err := o.attempts.Check(c.UserContext(), clientip.Key(door.ClientIP(c)), wrong)
	switch {
	case errors.Is(err, limit.ErrTooManyAttempts):
		return &door.Error{Status: http.StatusTooManyRequests, Message: msgTooMany, RetryAfter: limit.RetryAfterSeconds(retry)}
	case given == "":
		return door.Fail(http.StatusUnauthorized, msgMissingKey)
	case wrong:
		return door.Fail(http.StatusUnauthorized, msgWrongKey)
	case o.store == nil:
		return door.Fail(http.StatusServiceUnavailable, msgNotConnected)
	}
	ctx, cancel := context.WithTimeout(c.UserContext(), readWait)
	defer cancel()
	row, err := o.store.KPI(ctx)
	if err != nil {
		return fmt.Errorf("%w: %w", door.Fail(http.StatusBadGateway, msgReadFailed), err)
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(answer{KPI: row, MeasuredAt: time.Now().UTC().Format(time.RFC3339)})
}

// matches compares digests in constant time: neither the key nor its length leaks through timing.
func (o *operator) matches(given string) bool {
	sum := sha256.Sum256([]byte(given))
	return subtle.ConstantTimeCompare(sum[:], o.token) == 1
}
