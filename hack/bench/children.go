package main

import (
	"context"
	"io"
	"net/http"

	"github.com/gofiber/fiber/v2"

	"maltu/libs/gate/door"
)

const (
	childBare = "serve-bare"
	childDoor = "serve-door"
)

// serveBare is the floor: Fiber answering a fixed body, nothing else.
func serveBare(ctx context.Context, addr string) error {
	app := fiber.New(fiber.Config{DisableStartupMessage: true})
	app.Post("/bare", func(c *fiber.Ctx) error { return c.SendString(`{"ok":true}`) })
	app.Get("/readyz", func(c *fiber.Ctx) error { return c.SendString(`{"status":"ready"}`) })
	go func() {
		<-ctx.Done()
		_ = app.Shutdown()
	}()
	return app.Listen(addr)
}

// serveDoor is the door with the same trivial handler twice: /free is not counted, /charged calls
// door.Charge against the Redis limiter, so the two rows differ by the limiter alone.
func serveDoor(ctx context.Context, getenv func(string) string, stdout io.Writer) error {
	ok := func(c *fiber.Ctx) error { return c.SendString(`{"ok":true}`) }
	return door.Run(ctx, getenv, stdout, "bench", func(context.Context, door.Kit) (door.Service, error) {
		return door.Service{Endpoints: []door.Endpoint{
			{Method: http.MethodPost, Path: "/free", BodyLimit: 1 << 10, Handler: ok},
			{Method: http.MethodPost, Path: "/charged", BodyLimit: 1 << 10, Quota: door.API, Handler: func(c *fiber.Ctx) error {
				if err := door.Charge(c); err != nil {
					return err
				}
				return ok(c)
			}},
		}}, nil
	})
}
