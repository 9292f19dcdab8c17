package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

// kpi answers 503 until the kpi issue lands: the door, limits and routing in front of it are real.
func kpi(*fiber.Ctx) error {
	return door.Fail(http.StatusServiceUnavailable, "지표 조회 기능은 아직 준비 중입니다.")
}
