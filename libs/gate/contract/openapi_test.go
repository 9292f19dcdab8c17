package contract_test

import (
	"context"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"maltu/libs/gate/contract"
	"maltu/libs/gate/routes"
)

// The document is valid OpenAPI 3.1 and describes every API path of the route map.
func TestOpenAPIDescribesTheRouteMap(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromData(contract.OpenAPI)
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Errorf("openapi %s, want 3.1", doc.OpenAPI)
	}
	for _, r := range routes.Load().Routes {
		if r.Service == "web" {
			continue
		}
		if doc.Paths.Find(r.Path) == nil {
			t.Errorf("%s (%s) is not in the document", r.Path, r.Service)
		}
	}
}
