package events

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/text/unicode/norm"
)

const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36"

var receivedAt = time.Date(2026, 9, 7, 9, 30, 0, 0, time.FixedZone("KST", 9*60*60))

// ptr points at a copy of v.
func ptr[T any](v T) *T { return &v }

func TestAdmit(t *testing.T) {
	tests := []struct {
		name    string
		in      Input
		err     error
		props   string
		changed *float64
		edit    *float64
		origin  string
		synth   bool
		removed []string
	}{
		{name: "profile created on the preview screen", in: Input{Event: ProfileCreated, Anon: "a1b2c3", Props: raw(`{"stored":false}`)},
			props: `{"stored":false}`},
		{name: "no props is an empty object", in: Input{Event: DraftSubmitted}, props: `{}`},
		{name: "null props is an empty object", in: Input{Event: RevisionLoop, Props: raw(`null`)}, props: `{}`},
		{name: "transform in the editor carries its ratio", in: Input{Event: TransformDone, Props: raw(`{"view":"editor","changed_ratio":0.412}`)},
			props: `{"changed_ratio":0.412,"view":"editor"}`, changed: ptr(0.412)},
		{name: "ratio bounds 0 and 1 are accepted", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":1,"edit_ratio":0}`)},
			props: `{"changed_ratio":1,"edit_ratio":0}`, changed: ptr(1.0), edit: ptr(0.0)},
		{name: "null ratio is kept and counts as none", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":null}`)},
			props: `{"changed_ratio":null}`},
		{name: "ratio above 1 is removed with its key", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":1.5,"view":"editor"}`)},
			props: `{"view":"editor"}`, removed: []string{"changed_ratio"}},
		{name: "negative ratio is removed", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":-0.1}`)},
			props: `{}`, removed: []string{"changed_ratio"}},
		{name: "ratio as a string is removed", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":"0.3"}`)},
			props: `{}`, removed: []string{"changed_ratio"}},
		{name: "ratio out of float range is removed", in: Input{Event: TransformDone, Props: raw(`{"changed_ratio":1e400}`)},
			props: `{}`, removed: []string{"changed_ratio"}},
		{name: "published from the editor", in: Input{Event: PublishedAsIs, Props: raw(`{"position":"editor","changed_ratio":0.3,"edit_ratio":0}`)},
			props: `{"changed_ratio":0.3,"edit_ratio":0,"position":"editor"}`, changed: ptr(0.3), edit: ptr(0.0)},
		{name: "published at the end of the body", in: Input{Event: PublishedAsIs, Props: raw(`{"position":"body_end"}`)},
			props: `{"position":"body_end"}`},
		{name: "published with an edit ratio that is not a ratio", in: Input{Event: PublishedAsIs, Props: raw(`{"position":"file","edit_ratio":true}`)},
			props: `{"position":"file"}`, removed: []string{"edit_ratio"}},
		{name: "published from an unknown position", in: Input{Event: PublishedAsIs, Props: raw(`{"position":"sidebar"}`)}, err: ErrPosition},
		{name: "published without a position", in: Input{Event: PublishedAsIs, Props: raw(`{"changed_ratio":0.2}`)}, err: ErrPosition},
		{name: "published with a position that is not a string", in: Input{Event: PublishedAsIs, Props: raw(`{"position":["editor"]}`)}, err: ErrPosition},
		{name: "rule edited inline", in: Input{Event: TasteRuleEdited, Props: raw(`{"origin":"inline"}`)},
			props: `{"origin":"inline"}`, origin: "inline"},
		{name: "rule edited in the voice tab", in: Input{Event: TasteRuleEdited, Props: raw(`{"origin":"tab","rule_count":4}`)},
			props: `{"origin":"tab","rule_count":4}`, origin: "tab"},
		{name: "rule edited from an unknown origin loses the key", in: Input{Event: TasteRuleEdited, Props: raw(`{"origin":"popup"}`)},
			props: `{}`, removed: []string{"origin"}},
		{name: "origin on another event is left alone", in: Input{Event: DraftSubmitted, Props: raw(`{"origin":"popup"}`)},
			props: `{"origin":"popup"}`},
		{name: "nested props survive", in: Input{Event: RevisionLoop, Props: raw(`{"round":2,"memo":{"단계":"검토"}}`)},
			props: `{"memo":{"단계":"검토"},"round":2}`},
		{name: "synthetic by header", in: Input{Event: DraftSubmitted, SyntheticHeader: "1"}, props: `{}`, synth: true},
		{name: "synthetic header other than 1", in: Input{Event: DraftSubmitted, SyntheticHeader: "yes"}, props: `{}`},
		{name: "synthetic by props", in: Input{Event: DraftSubmitted, Props: raw(`{"synthetic":true}`)}, props: `{"synthetic":true}`, synth: true},
		{name: "synthetic false in props", in: Input{Event: DraftSubmitted, Props: raw(`{"synthetic":false}`)}, props: `{"synthetic":false}`},
		{name: "unknown event", in: Input{Event: "page_view"}, err: ErrEvent},
		{name: "missing event", in: Input{}, err: ErrEvent},
		{name: "event name in another case", in: Input{Event: "Profile_Created"}, err: ErrEvent},
		{name: "props as an array", in: Input{Event: DraftSubmitted, Props: raw(`["편집기"]`)}, err: ErrProps},
		{name: "props as a string", in: Input{Event: DraftSubmitted, Props: raw(`"편집기"`)}, err: ErrProps},
		{name: "anon of 64 syllables", in: Input{Event: DraftSubmitted, Anon: strings.Repeat("가", 64)}, props: `{}`},
		{name: "anon of 64 decomposed syllables counts 64", in: Input{Event: DraftSubmitted, Anon: norm.NFD.String(strings.Repeat("한", 64))}, props: `{}`},
		{name: "anon of 65 characters", in: Input{Event: DraftSubmitted, Anon: strings.Repeat("a", 65)}, err: ErrAnon},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			in.At = receivedAt
			if in.UserAgent == "" {
				in.UserAgent = browser
			}
			e, err := Admit(in)
			if tt.err != nil || err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				return
			}
			if e.Props != tt.props {
				t.Errorf("props = %s, want %s", e.Props, tt.props)
			}
			if !sameRatio(e.ChangedRatio, tt.changed) || !sameRatio(e.EditRatio, tt.edit) {
				t.Errorf("ratios = %v, %v; want %v, %v", show(e.ChangedRatio), show(e.EditRatio), show(tt.changed), show(tt.edit))
			}
			if e.Origin != tt.origin || e.Synthetic != tt.synth || !slices.Equal(e.Removed, tt.removed) {
				t.Errorf("origin %q synthetic %v removed %v; want %q %v %v", e.Origin, e.Synthetic, e.Removed, tt.origin, tt.synth, tt.removed)
			}
			if e.Name != in.Event || e.Anon != norm.NFC.String(in.Anon) || !e.At.Equal(receivedAt) || e.At.Location() != time.UTC {
				t.Errorf("event %q anon %q at %v", e.Name, e.Anon, e.At)
			}
		})
	}
}

// Every automated client's events are synthetic, however its User-Agent is cased or padded.
func TestAdmitAutomatedClients(t *testing.T) {
	for _, a := range AutomatedClients {
		t.Run(a.Clients, func(t *testing.T) {
			for _, ua := range []string{a.Example, strings.ToUpper(a.Example), " " + a.Example + " "} {
				e, err := Admit(Input{Event: DraftSubmitted, UserAgent: ua, At: receivedAt})
				if err != nil || !e.Synthetic {
					t.Errorf("%q: synthetic %v, err %v", ua, e.Synthetic, err)
				}
			}
			if !bot(a.Example) || !strings.Contains(strings.ToLower(a.Example), a.Mark) {
				t.Errorf("the example %q does not hold the mark %q", a.Example, a.Mark)
			}
		})
	}
}

// Writers' browsers, the Korean in-app ones too, are no automated client.
func TestAdmitBrowsers(t *testing.T) {
	browsers := []struct{ name, ua string }{
		{"Chrome on Windows", browser},
		{"Edge", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0"},
		{"Firefox", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0"},
		{"Safari on a Mac", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15"},
		{"Safari on an iPhone", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1"},
		{"Samsung Internet", "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36"},
		{"Whale", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Whale/3.27.254.15 Safari/537.36"},
		{"KakaoTalk's in-app browser", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.9.0"},
		{"the Naver app", "Mozilla/5.0 (Linux; Android 14; SM-S928N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.127 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.8.1)"},
		{"the Daum app", "Mozilla/5.0 (Linux; Android 13; SM-A536N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/128.0.6613.127 Mobile Safari/537.36 DaumApps/8.4.5 DaumDevice/mobile"},
		{"Instagram's in-app browser", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 346.0.4.23.96 (iPhone15,3; iOS 17_5; ko_KR; ko; scale=3.00; 1290x2796; 636582006)"},
	}
	for _, b := range browsers {
		t.Run(b.name, func(t *testing.T) {
			if e, err := Admit(Input{Event: DraftSubmitted, UserAgent: b.ua, At: receivedAt}); err != nil || e.Synthetic {
				t.Errorf("synthetic %v, err %v", e.Synthetic, err)
			}
		})
	}
}

func TestAdmitID(t *testing.T) {
	const sent = "0b7e6f3a-5c1d-4e8f-9a2b-3c4d5e6f7a8b"
	tests := []struct {
		name string
		id   *string
		want string // the stored id; "v7" for one made here
		err  error
	}{
		{"the web app's id is kept", ptr(sent), sent, nil},
		{"upper-case hex is the same id", ptr(strings.ToUpper(sent)), sent, nil},
		{"no id gets a UUIDv7", nil, "v7", nil},
		{"an empty id", ptr(""), "", ErrID},
		{"the nil UUID", ptr("00000000-0000-0000-0000-000000000000"), "", ErrID},
		{"without hyphens", ptr(strings.ReplaceAll(sent, "-", "")), "", ErrID},
		{"in braces", ptr("{" + sent + "}"), "", ErrID},
		{"as a URN", ptr("urn:uuid:" + sent), "", ErrID},
		{"hyphens misplaced", ptr("0b7e6f3a5-c1d-4e8f-9a2b-3c4d5e6f7a8b"), "", ErrID},
		{"not hexadecimal", ptr("0b7e6f3a-5c1d-4e8f-9a2b-3c4d5e6f7a8g"), "", ErrID},
		{"a Korean word", ptr("행사-번호"), "", ErrID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Admit(Input{ID: tt.id, Event: DraftSubmitted, UserAgent: browser, At: receivedAt})
			if !errors.Is(err, tt.err) {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			switch {
			case err != nil:
			case tt.want == "v7":
				if e.ID.Version() != 7 || e.ID.Variant() != uuid.RFC4122 {
					t.Fatalf("made id %s, version %d: want a UUIDv7", e.ID, e.ID.Version())
				}
			case e.ID.String() != tt.want:
				t.Fatalf("id %s, want %s", e.ID, tt.want)
			}
		})
	}
	a, _ := Admit(Input{Event: DraftSubmitted, At: receivedAt})
	b, _ := Admit(Input{Event: DraftSubmitted, At: receivedAt})
	if a.ID == b.ID {
		t.Fatalf("two events without an id got the same one: %s", a.ID)
	}
}

func raw(s string) json.RawMessage { return json.RawMessage(s) }

func sameRatio(a, b *float64) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func show(f *float64) any {
	if f == nil {
		return "none"
	}
	return *f
}

// FuzzAdmit feeds untrusted props, names and agents: Admit never panics, and what it admits keeps
// the rules: a known event, a short anon, props a JSON object, ratios within [0, 1].
func FuzzAdmit(f *testing.F) {
	f.Add(PublishedAsIs, "세션-1", `{"position":"editor","changed_ratio":0.5}`, browser)
	f.Add(TasteRuleEdited, "", `{"origin":"tab","synthetic":true}`, "bot")
	f.Add(TransformDone, "x", `{"changed_ratio":"1","edit_ratio":-1,"a":{"b":[1,2]}}`, "")
	f.Add("draft_submitted", "", `{"changed_ratio":1e999}`, "")
	f.Add("revision_loop", "", `[1]`, "")
	f.Fuzz(func(t *testing.T, ev, anon, props, ua string) {
		e, err := Admit(Input{Event: ev, Anon: anon, Props: json.RawMessage(props), UserAgent: ua, At: receivedAt})
		if err != nil {
			var d *Drop
			if !errors.As(err, &d) {
				t.Fatalf("error %v is not a drop reason", err)
			}
			return
		}
		var obj map[string]json.RawMessage
		if !slices.Contains(Names, e.Name) || json.Unmarshal([]byte(e.Props), &obj) != nil || obj == nil {
			t.Fatalf("admitted %q with props %s", e.Name, e.Props)
		}
		for _, r := range []*float64{e.ChangedRatio, e.EditRatio} {
			if r != nil && (*r < 0 || *r > 1) {
				t.Fatalf("ratio %v admitted", *r)
			}
		}
	})
}
