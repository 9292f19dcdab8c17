package door

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
)

// Decode reads the request body as one JSON object into v. Malformed JSON, trailing data, a body
// that is not an object and a field of the wrong type are all 400 with a Korean message naming
// the field. Unknown fields are ignored so that a newer web app can talk to an older service.
func Decode(c *fiber.Ctx, v any) error {
	return decode(c.Body(), v)
}

func decode(body []byte, v any) error {
	// A file saved by an editor that marks UTF-8 (Windows Notepad, PowerShell) starts with a BOM;
	// RFC 8259 §8.1 lets a parser ignore it, and the body is still the object it looks like.
	trimmed := bytes.TrimSpace(bytes.TrimPrefix(body, []byte("\ufeff")))
	if len(trimmed) == 0 {
		return Fail(http.StatusBadRequest, "요청 본문이 비어 있습니다. JSON 객체를 보내 주세요.")
	}
	if trimmed[0] != '{' {
		return Fail(http.StatusBadRequest, msgNotObject)
	}
	// encoding/json reads invalid UTF-8 and unpaired surrogate escapes as U+FFFD: a CP949 text
	// became a voice quoting replacement characters, evidence that was never in the input.
	if !utf8.Valid(trimmed) {
		return Fail(http.StatusBadRequest, msgNotUTF8)
	}
	if loneSurrogate(trimmed) {
		return Fail(http.StatusBadRequest, msgLoneSurrogate)
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	names := fieldNames(v)
	object, null, err := exact(dec, names)
	if err != nil {
		return Fail(http.StatusBadRequest, msgBadJSON)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Fail(http.StatusBadRequest, msgBadJSON)
	}
	if err := json.Unmarshal(object, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return Fail(http.StatusBadRequest, "'"+typeErr.Field+"' 필드의 형식이 올바르지 않습니다. "+kind(typeErr.Type.Kind().String())+" 값이어야 합니다.")
		}
		return Fail(http.StatusBadRequest, msgBadJSON)
	}
	// One rule for explicit nulls at every endpoint (README "Requests"): a field is sent with a
	// value or left out. Left out, an optional field takes its default; null would otherwise mean
	// the same silently (mode: null was personal, props: null was stored). Nulls inside a field (a
	// rule item, props' values) are that field's business.
	for _, name := range names {
		if null[name] {
			return Fail(http.StatusBadRequest, "'"+name+"' 필드에 null을 보낼 수 없습니다. 필드를 빼거나 값을 넣어 주세요.")
		}
	}
	return nil
}

// Korean messages of text that is not Unicode.
const (
	msgNotUTF8       = "요청 본문이 UTF-8이 아닙니다. EUC-KR(CP949) 등으로 저장한 글은 UTF-8로 바꿔 보내 주세요."
	msgLoneSurrogate = "요청 본문에 짝이 맞지 않는 서로게이트 이스케이프(예: \\ud800)가 있습니다. 깨진 글자를 지우고 다시 보내 주세요."
)

// loneSurrogate reports a \uD800-\uDFFF escape inside a JSON string that is not half of a pair
// (a high one followed at once by a low one). body is valid UTF-8; malformed JSON is left to the
// decoder.
func loneSurrogate(body []byte) bool {
	inString := false
	for i := 0; i < len(body); i++ {
		switch {
		case !inString:
			inString = body[i] == '"'
		case body[i] == '"':
			inString = false
		case body[i] == '\\':
			r, ok := escape(body, i)
			switch {
			case !ok: // \n, \", \\ and the like: skip the escaped byte
				i++
			case r >= 0xdc00 && r <= 0xdfff:
				return true
			case r >= 0xd800 && r <= 0xdbff:
				if lo, ok := escape(body, i+6); !ok || lo < 0xdc00 || lo > 0xdfff {
					return true
				}
				i += 11
			default:
				i += 5
			}
		}
	}
	return false
}

// escape reads a \uXXXX escape at body[i:].
func escape(body []byte, i int) (rune, bool) {
	if i+6 > len(body) || body[i] != '\\' || body[i+1] != 'u' {
		return 0, false
	}
	n, err := strconv.ParseUint(string(body[i+2:i+6]), 16, 32)
	return rune(n), err == nil
}

// Unmarshal is json.Unmarshal of one JSON object into the struct v with the contract's exact
// field names, for objects inside a request (a rule item).
func Unmarshal(data []byte, v any) error {
	object, _, err := exact(json.NewDecoder(bytes.NewReader(data)), fieldNames(v))
	if err != nil {
		return err
	}
	return json.Unmarshal(object, v)
}

// exact reads one JSON object from dec and returns it with only the members named exactly as one
// of names (a struct's fields, see fieldNames), and which of them are null. encoding/json matches names regardless of case, so "TEXT" or "Mode"
// would be read as text or mode, and "Mode": null would pass as mode left out; the contract's
// field names are exact (§2), so those are unknown fields, ignored like any other. The members
// kept stay in order: a repeated name is still decided by the last, as before.
func exact(dec *json.Decoder, names []string) (object []byte, null map[string]bool, err error) {
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, errors.New("not a JSON object")
	}
	out, null := []byte{'{'}, map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil, nil, err
		}
		name, _ := tok.(string)
		if !slices.Contains(names, name) {
			continue
		}
		null[name] = string(bytes.TrimSpace(value)) == "null"
		if len(out) > 1 {
			out = append(out, ',')
		}
		key, _ := json.Marshal(name)
		out = append(append(append(out, key...), ':'), value...)
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, nil, err
	}
	return append(out, '}'), null, nil
}

// fieldNames are the JSON names of the struct v's fields, in their order.
func fieldNames(v any) []string {
	var names []string
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			names = append(names, name)
		}
	}
	return names
}

// kind names a Go kind the way a JSON client thinks of it.
func kind(k string) string {
	switch k {
	case "string":
		return "문자열"
	case "slice", "array":
		return "배열"
	case "map", "struct":
		return "객체"
	case "bool":
		return "true/false"
	case "int", "int64", "int32", "float64", "float32", "uint", "uint64":
		return "숫자"
	}
	return "올바른 형식의"
}
