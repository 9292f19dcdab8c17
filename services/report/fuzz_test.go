package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"maltu/libs/gate/chars"
	"maltu/libs/gate/contract"
	"maltu/libs/gate/door"
)

// FuzzReportSentences feeds arbitrary arrays to the sentence rules of contract §4.3: no panic,
// every refusal a 400, and what passes is 1 to 400 trimmed, non-empty sentences within 12,000
// characters.
func FuzzReportSentences(f *testing.F) {
	for _, s := range []string{
		`["3분기 매출은 늘었어요.", "", "  다음 주에 공유드릴게요. "]`,
		`["문장", 3, null]`,
		`[null]`,
		`[{"text":"문장"}, ["중첩"], true]`,
		`[]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var elements []json.RawMessage
		if json.Unmarshal(body, &elements) != nil {
			return
		}
		sent, sentences, n, err := usable(elements)
		if err != nil {
			var e *door.Error
			if !errors.As(err, &e) || e.Status != 400 || e.Message == "" {
				t.Fatalf("refusal %v is not a 400 with a message", err)
			}
			return
		}
		total := 0
		for i, s := range sentences {
			if s == "" || strings.TrimSpace(s) != s || s != chars.NFC(s) || s != chars.NFC(strings.TrimSpace(sent[i])) {
				t.Fatalf("sentence %q passed untrimmed, empty, not in NFC or not as %q sent", s, sent[i])
			}
			total += chars.Count(s)
		}
		if len(sentences) == 0 || len(sent) != len(sentences) || len(sentences) > contract.ReportMaxSentences || total != n || n > contract.ReportMaxChars {
			t.Fatalf("%d sentences of %d characters (said %d) passed", len(sentences), total, n)
		}
	})
}
