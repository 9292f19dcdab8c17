package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

// track answers 503 until the track issue lands: the door, limits and routing in front of it are real.
func track(*fiber.Ctx) error {
	return door.Fail(http.StatusServiceUnavailable, "사용 기록 기능은 아직 준비 중입니다.")
}
