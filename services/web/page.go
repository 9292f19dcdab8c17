package main

import (
	"net/http"

	"github.com/gofiber/fiber/v2"
)

// page answers 503 with a short Korean page until the web issue lands.
func page(c *fiber.Ctx) error {
	c.Type("html", "utf-8")
	return c.Status(http.StatusServiceUnavailable).SendString(`<!doctype html><html lang="ko"><meta charset="utf-8">` +
		`<title>말투</title><p>화면을 준비하고 있습니다. 곧 열립니다.</p></html>`)
}
