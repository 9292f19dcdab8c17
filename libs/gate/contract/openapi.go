package contract

import _ "embed"

// OpenAPI is the API's description (OpenAPI 3.1, docs/openapi.yaml): web serves it at
// /api/openapi.yaml and every service test checks its answers against it (doortest.Do).
//
//go:embed openapi.yaml
var OpenAPI []byte
