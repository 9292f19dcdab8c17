package routes

import "testing"

func TestEmbeddedMapIsValid(t *testing.T) {
	if _, err := Parse(JSON()); err != nil {
		t.Fatal(err)
	}
}

func TestLookup(t *testing.T) {
	m := Load()
	tests := []struct {
		path, want string
		ok         bool
	}{
		{"/api/style-extract", "extract", true},
		{"/api/rewrite", "rewrite", true},
		{"/api/report", "report", true},
		{"/api/track", "track", true},
		{"/api/kpi", "kpi", true},
		{"/voice", "web", true},
		{"/voice/", "web", true},
		{"/voice/assets/app.js", "web", true},
		{"/admin", "web", true},
		{"/", "web", true},
		{"/api/rewrite/extra", "", false},
		{"/api/rewrites", "", false},
		{"/voicemail", "", false},
		{"/api", "", false},
		{"/nope", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got, ok := m.Lookup(tt.path)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("Lookup(%q) = %q, %v; want %q, %v", tt.path, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestParseRejects(t *testing.T) {
	tests := map[string]string{
		"unknown service": `{"services":["a"],"routes":[{"path":"/x","match":"exact","service":"b"}]}`,
		"relative path":   `{"services":["a"],"routes":[{"path":"x","match":"exact","service":"a"}]}`,
		"bad match":       `{"services":["a"],"routes":[{"path":"/x","match":"regex","service":"a"}]}`,
		"duplicate path":  `{"services":["a"],"routes":[{"path":"/x","match":"exact","service":"a"},{"path":"/x","match":"prefix","service":"a"}]}`,
		"unknown field":   `{"services":["a"],"routes":[],"extra":1}`,
		"twice listed":    `{"services":["a","a"],"routes":[]}`,
	}
	for name, in := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := Parse([]byte(in)); err == nil {
				t.Fatal("accepted a broken route map")
			}
		})
	}
}
