package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

// styleExtract answers 503 until the extract issue lands: the door, limits and routing in front of it are real.
func styleExtract(*fiber.Ctx) error {
	return door.Fail(http.StatusServiceUnavailable, "말투 추출 기능은 아직 준비 중입니다.")
}
