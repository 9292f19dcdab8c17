package main

import (
	"encoding/json"
	"errors"
	"testing"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
)

// FuzzRewriteRequest feeds arbitrary bodies to the request's decoding and validation: no panic,
// every refusal a door error, and what passes within the contract's limits.
func FuzzRewriteRequest(f *testing.F) {
	seeds := []string{
		`{"draft":"내일 회의는 오전 10시에 시작해요.","rules":[{"id":1,"rule":"해요체로 끝맺기"}]}`,
		`{"draft":"내일 회의는 오전 10시에 시작해요.","rules":[{"id":1.5,"rule":"x"},{"id":"2","rule":"y"},null,7,{"id":3,"rule":" "}],"mode":"org"}`,
		`{"draft":"내일 회의는 오전 10시에 시작해요.","rules":[{"id":1,"rule":"a"},{"id":1,"rule":"b"},{"id":-9007199254740993,"rule":"c"}],"mode":null}`,
		`{"draft":"","rules":{},"mode":3}`,
		`{"rules":[{"id":1e308,"rule":"해요체","evidence":["근거"]}]}`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var req rewriteRequest
		if json.Unmarshal(body, &req) != nil {
			return
		}
		draft, rules, ids, _, err := validate(req)
		if err != nil {
			var e *door.Error
			if !errors.As(err, &e) || e.Status != 400 || e.Message == "" {
				t.Fatalf("refusal %v is not a 400 with a message", err)
			}
			return
		}
		if n := chars.Count(draft); n < contract.DraftMinChars || n > contract.DraftMaxChars {
			t.Fatalf("draft of %d characters passed", n)
		}
		if len(rules) < contract.RulesMin || len(rules) > contract.RulesMax {
			t.Fatalf("%d rules passed", len(rules))
		}
		if len(ids) != len(rules) {
			t.Fatalf("%d ids for %d rules", len(ids), len(rules))
		}
		seen := map[string]bool{}
		for i, r := range rules {
			if r.Rule == "" || r.ID != i+1 || seen[ids[i].String()] || !json.Valid([]byte(ids[i])) {
				t.Fatalf("rule %+v with id %q passed (empty, misnumbered, repeated or not a number)", r, ids[i])
			}
			seen[ids[i].String()] = true
		}
	})
}
