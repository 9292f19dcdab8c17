package door

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecode: request bodies are untrusted. Decoding must not panic, what it accepts is valid
// JSON, a field it fills was named exactly, and no replacement character stands in a field for
// bytes or an escape that was not one.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"text":"안녕하세요"}`, `{"TEXT":"a","text":"b"}`, "\ufeff{\"text\":\"a\"}", `{"text":null}`, `{"t\u0065xt":"a"}`, `[1]`, `{"text":"a"} {}`, `{"n":1e400}`, `{"text":"\ud800"}`, `{"text":"\ud83d\ude00"}`, `{"text":"\\ud800"}`, "{\"text\":\"\xbe\xc8\"}"} {
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
		sent := bytes.Contains(body, []byte("\ufffd")) || bytes.Contains(bytes.ToLower(body), []byte(`\ufffd`))
		if v.Text != nil && strings.ContainsRune(*v.Text, utf8.RuneError) && !sent {
			t.Fatalf("text %q has a replacement character the body %q did not send", *v.Text, body)
		}
	})
}
