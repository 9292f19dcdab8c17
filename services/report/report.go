package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

// report answers 503 until the report issue lands: the door, limits and routing in front of it are real.
func report(*fiber.Ctx) error {
	return door.Fail(http.StatusServiceUnavailable, "보고서 정리 기능은 아직 준비 중입니다.")
}
