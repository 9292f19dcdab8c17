package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

// rewrite answers 503 until the rewrite issue lands: the door, limits and routing in front of it are real.
func rewrite(*fiber.Ctx) error {
	return door.Fail(http.StatusServiceUnavailable, "문장 다듬기 기능은 아직 준비 중입니다.")
}
