// Package events decides what POST /api/track may record (shared/spec/api-0.3.md §4.4, §6; DESIGN §3):
// the six allowed events, the property rules (changed_ratio, edit_ratio, origin, position), the anon
// limit and synthetic detection. Admit runs them as steps: a step either drops the whole event with a
// typed reason or removes one property key. It knows nothing of storage.
package events

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"golang.org/x/text/unicode/norm"

	"maltu/libs/gate/contract"
)

// The allowed values of ev, in the contract's order.
const (
	ProfileCreated  = "profile_created"
	TasteRuleEdited = "taste_rule_edited"
	DraftSubmitted  = "draft_submitted"
	TransformDone   = "transform_done"
	PublishedAsIs   = "published_as_is"
	RevisionLoop    = "revision_loop"
)

// Names lists the allowed events.
var Names = []string{ProfileCreated, TasteRuleEdited, DraftSubmitted, TransformDone, PublishedAsIs, RevisionLoop}

// positions are the accepted values of published_as_is's position.
var positions = []string{"editor", "file", "summary", "body_end"}

// origins are the accepted values of taste_rule_edited's origin.
var origins = []string{"inline", "tab"}

// Drop is why an event is not recorded. Reason is a short fixed word, safe as a metric attribute.
type Drop struct{ Reason string }

func (d *Drop) Error() string { return "event dropped: " + d.Reason }

// The drop reasons; a caller maps them to statuses with errors.Is.
var (
	ErrEvent    = &Drop{"event"}    // ev missing or not one of Names: 400
	ErrID       = &Drop{"id"}       // id present but not a canonical, non-nil UUID: 400
	ErrAnon     = &Drop{"anon"}     // anon longer than contract.AnonMaxChars: 400
	ErrProps    = &Drop{"props"}    // props present but not a JSON object: 400
	ErrPosition = &Drop{"position"} // published_as_is without an accepted position: 202, not stored
)

// Input is one request to record an event, as the handler received it.
type Input struct {
	ID              *string // the client's id of the event, the same on every retry; nil for none
	Event           string
	Anon            string
	Props           json.RawMessage // absent, JSON null or a JSON value as sent
	SyntheticHeader string          // the x-synthetic header as sent
	UserAgent       string
	At              time.Time // the server's receive time
}

// Event is an admitted event: what is stored, with the typed properties the KPI reads.
type Event struct {
	ID           uuid.UUID // the client's, or a UUIDv7 made here: a retry is stored once by it
	At           time.Time
	Name         string
	Anon         string // NFC
	Props        string // a JSON object: the props as sent, less the removed keys
	ChangedRatio *float64
	EditRatio    *float64
	Origin       string // taste_rule_edited only: inline, tab, or empty
	Synthetic    bool
	// Removed names the property keys the rules took out, for metrics.
	Removed []string
}

// Admit applies the rules to in. It returns the event to store, or a *Drop error.
func Admit(in Input) (Event, error) {
	if !slices.Contains(Names, in.Event) {
		return Event{}, ErrEvent
	}
	id, err := eventID(in.ID)
	if err != nil {
		return Event{}, err
	}
	anon := norm.NFC.String(in.Anon)
	if utf8.RuneCountInString(anon) > contract.AnonMaxChars {
		return Event{}, ErrAnon
	}
	props, err := object(in.Props)
	if err != nil {
		return Event{}, err
	}
	e := Event{ID: id, At: in.At.UTC(), Name: in.Event, Anon: anon}
	if e.Name == PublishedAsIs && !oneOf(props["position"], positions) {
		return Event{}, ErrPosition
	}
	e.ChangedRatio = e.ratio(props, "changed_ratio")
	e.EditRatio = e.ratio(props, "edit_ratio")
	if e.Name == TasteRuleEdited {
		e.Origin = e.origin(props)
	}
	e.Synthetic = strings.TrimSpace(in.SyntheticHeader) == "1" || isTrue(props["synthetic"]) || bot(in.UserAgent)
	raw, err := json.Marshal(props)
	if err != nil { // every value came out of a successful decode, so it encodes again
		return Event{}, fmt.Errorf("props: %w", err)
	}
	e.Props = string(raw)
	return e, nil
}

// eventID accepts only the canonical form 8-4-4-4-12 of hexadecimal digits (either case), as
// crypto.randomUUID writes it: another spelling of the same UUID on a retry would escape the
// deduplication. The nil UUID would make every client's events one. Absent, the id is a UUIDv7;
// sent empty, it is refused like any other id that is no UUID.
func eventID(sent *string) (uuid.UUID, error) {
	if sent == nil {
		id, err := uuid.NewV7()
		if err != nil {
			return uuid.Nil, fmt.Errorf("event id: %w", err)
		}
		return id, nil
	}
	s := *sent
	if len(s) != 36 {
		return uuid.Nil, ErrID
	}
	id, err := uuid.Parse(s) // at length 36 it takes exactly the canonical form
	if err != nil || id == uuid.Nil {
		return uuid.Nil, ErrID
	}
	return id, nil
}

// object decodes props into its keys; absent and null are an empty object.
func object(raw json.RawMessage) (map[string]json.RawMessage, error) {
	props := map[string]json.RawMessage{}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return props, nil
	}
	if raw[0] != '{' || json.Unmarshal(raw, &props) != nil {
		return nil, ErrProps
	}
	return props, nil
}

// ratio keeps key only as a number from 0 to 1 or null (§6 rule 1): anything else is removed with
// its key, so a bad value is never counted as 0. It returns the accepted number, nil for none.
func (e *Event) ratio(props map[string]json.RawMessage, key string) *float64 {
	raw, ok := props[key]
	if !ok || string(raw) == "null" {
		return nil
	}
	var v float64
	if json.Unmarshal(raw, &v) != nil || v < 0 || v > 1 {
		e.remove(props, key)
		return nil
	}
	return &v
}

// origin keeps taste_rule_edited's origin only as one of origins.
func (e *Event) origin(props map[string]json.RawMessage) string {
	raw, ok := props["origin"]
	if !ok {
		return ""
	}
	var o string
	if json.Unmarshal(raw, &o) != nil || !slices.Contains(origins, o) {
		e.remove(props, "origin")
		return ""
	}
	return o
}

func (e *Event) remove(props map[string]json.RawMessage, key string) {
	delete(props, key)
	e.Removed = append(e.Removed, key)
}

func oneOf(raw json.RawMessage, allowed []string) bool {
	var s string
	return raw != nil && json.Unmarshal(raw, &s) == nil && slices.Contains(allowed, s)
}

func isTrue(raw json.RawMessage) bool { return string(raw) == "true" }

// botMarks are lower-case pieces of the user agents of crawlers, headless browsers and scripted
// HTTP clients: none of them is a writer using the web app.
var botMarks = []string{
	"bot", "crawl", "spider", "slurp", "headless", "phantomjs", "puppeteer", "playwright", "selenium",
	"lighthouse", "curl/", "wget/", "python-", "go-http-client", "java/", "libwww", "httpclient",
}

// bot reports whether a user agent is a bot, a headless browser or a script.
func bot(userAgent string) bool {
	ua := strings.ToLower(userAgent)
	for _, m := range botMarks {
		if strings.Contains(ua, m) {
			return true
		}
	}
	return false
}
