package door

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzDecode: request bodies are untrusted. Decoding must not panic, what it accepts is valid
// JSON, and a field it fills was named exactly.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"text":"안녕하세요"}`, `{"TEXT":"a","text":"b"}`, "\ufeff{\"text\":\"a\"}", `{"text":null}`, `{"t\u0065xt":"a"}`, `[1]`, `{"text":"a"} {}`, `{"n":1e400}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var v struct {
			Text *string          `json:"text"`
			N    *json.RawMessage `json:"n"`
		}
		if decode(body, &v) != nil {
			return
		}
		if !json.Valid(bytes.TrimPrefix(body, []byte("\ufeff"))) {
			t.Fatalf("accepted invalid JSON %q", body)
		}
		var loose map[string]json.RawMessage
		_ = json.Unmarshal(bytes.TrimPrefix(body, []byte("\ufeff")), &loose)
		if _, named := loose["text"]; v.Text != nil && !named {
			t.Fatalf("text filled from another name in %q", body)
		}
	})
}
