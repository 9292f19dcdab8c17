// Package gate is the shared library of the style-rewriting services: the HTTP door every
// service stands behind (subpackage door), client IP and daily limits, telemetry, the
// route map, and the deterministic content checks that no engine output may skip.
package gate
