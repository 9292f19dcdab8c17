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

// Automated is one kind of client whose events are not a writer's: a bot, a crawler, a headless
// browser, an API tool or a scripted HTTP client. The web app runs in a browser, so an event whose
// User-Agent holds Mark is synthetic (DESIGN §3): stored with the flag, left out of the KPI.
type Automated struct {
	Mark    string // lower-case piece of the User-Agent; with Whole, the whole of it
	Whole   bool   // for marks too short to look for inside a browser's user agent
	Clients string // who sends it
	Example string // a User-Agent one of them sends as it is installed, which the tests send
}

// AutomatedClients is the list, decided at track time: the table keeps only the flag, not the
// User-Agent, so an entry added here counts from then on and events stored before stay counted.
var AutomatedClients = []Automated{
	{Mark: "bot", Clients: "crawlers and bots (Googlebot, bingbot, Applebot and most others)", Example: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"},
	{Mark: "crawl", Clients: "crawlers that say so (crawler4j, archive crawlers)", Example: "crawler4j (https://github.com/yasserg/crawler4j/)"},
	{Mark: "spider", Clients: "spiders (Baiduspider, Sogou, Screaming Frog)", Example: "Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)"},
	{Mark: "slurp", Clients: "Yahoo's crawler", Example: "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)"},
	{Mark: "yeti/", Clients: "Naver's crawler", Example: "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)"},
	{Mark: "daumoa", Clients: "Daum's crawler", Example: "Mozilla/5.0 (compatible; MSIE or Firefox mutant; not on Windows server;) Daumoa/4.0"},
	{Mark: "headless", Clients: "headless Chrome (Puppeteer, Playwright and chromedp by default)", Example: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/128.0.0.0 Safari/537.36"},
	{Mark: "phantomjs", Clients: "PhantomJS", Example: "Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1"},
	{Mark: "puppeteer", Clients: "Puppeteer scripts that name themselves", Example: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36 Puppeteer"},
	{Mark: "playwright", Clients: "Playwright's API requests", Example: "Playwright/1.47.2 (x64; ubuntu 22.04) node/20.17"},
	{Mark: "selenium", Clients: "Selenium's clients", Example: "selenium/4.25.0 (python linux)"},
	{Mark: "lighthouse", Clients: "Lighthouse and PageSpeed Insights", Example: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse"},
	{Mark: "curl/", Clients: "curl", Example: "curl/8.5.0"},
	{Mark: "wget/", Clients: "GNU Wget", Example: "Wget/1.21.4"},
	{Mark: "python-", Clients: "Python's requests, httpx and urllib (and Locust, on requests)", Example: "python-requests/2.32.3"},
	{Mark: "aiohttp", Clients: "aiohttp", Example: "Python/3.12 aiohttp/3.10.5"},
	{Mark: "schemathesis", Clients: "Schemathesis", Example: "schemathesis/4.9.5"},
	{Mark: "scrapy", Clients: "Scrapy", Example: "Scrapy/2.11.2 (+https://scrapy.org)"},
	{Mark: "go-http-client", Clients: "Go's net/http (and vegeta, hey)", Example: "Go-http-client/1.1"},
	{Mark: "fasthttp", Clients: "Go's fasthttp", Example: "fasthttp"},
	{Mark: "java/", Clients: "Java's HttpURLConnection", Example: "Java/17.0.12"},
	{Mark: "java-http-client", Clients: "Java's java.net.http.HttpClient", Example: "Java-http-client/21.0.4"},
	{Mark: "httpclient", Clients: "Apache HttpClient, and so Apache JMeter's HTTP sampler, REST Assured and SoapUI", Example: "Apache-HttpClient/4.5.14 (Java/17.0.12)"},
	{Mark: "okhttp", Clients: "OkHttp (Android apps, Java and Kotlin)", Example: "okhttp/4.12.0"},
	{Mark: "dalvik/", Clients: "Android's own HTTP client in apps", Example: "Dalvik/2.1.0 (Linux; U; Android 14; SM-S921N Build/UP1A.231005.007)"},
	{Mark: "libwww", Clients: "Perl's libwww-perl", Example: "libwww-perl/6.77"},
	{Mark: "axios", Clients: "axios", Example: "axios/1.7.7"},
	{Mark: "node-fetch", Clients: "node-fetch", Example: "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)"},
	{Mark: "undici", Clients: "Node.js's fetch up to Node 20", Example: "undici"},
	{Mark: "node", Whole: true, Clients: "Node.js's fetch from Node 21", Example: "node"},
	{Mark: "deno/", Clients: "Deno's fetch", Example: "Deno/1.46.3"},
	{Mark: "bun/", Clients: "Bun's fetch", Example: "Bun/1.1.29"},
	{Mark: "postman", Clients: "Postman and Newman", Example: "PostmanRuntime/7.42.0"},
	{Mark: "insomnia/", Clients: "Insomnia", Example: "insomnia/10.0.0"},
	{Mark: "httpie/", Clients: "HTTPie", Example: "HTTPie/3.2.4"},
	{Mark: "powershell/", Clients: "PowerShell's Invoke-WebRequest and Invoke-RestMethod", Example: "Mozilla/5.0 (Windows NT 10.0; Microsoft Windows 10.0.22631; ko-KR) PowerShell/7.4.5"},
	{Mark: "k6/", Clients: "Grafana k6", Example: "Grafana k6/0.54.0"},
	{Mark: "apachebench", Clients: "ApacheBench (ab)", Example: "ApacheBench/2.3"},
	{Mark: "artillery", Clients: "Artillery", Example: "Artillery (https://artillery.io)"},
	{Mark: "dredd/", Clients: "Dredd", Example: "Dredd/14.1.0 (Linux 6.1.0; x64)"},
	{Mark: "guzzlehttp", Clients: "PHP's Guzzle", Example: "GuzzleHttp/7"},
	{Mark: "ruby", Whole: true, Clients: "Ruby's Net::HTTP", Example: "Ruby"},
	{Mark: "faraday v", Clients: "Ruby's Faraday", Example: "Faraday v2.12.0"},
	{Mark: "dart:io", Clients: "Dart and Flutter's HttpClient", Example: "Dart/3.5 (dart:io)"},
	{Mark: "restsharp", Clients: ".NET's RestSharp", Example: "RestSharp/112.0.0.0"},
	{Mark: "", Whole: true, Clients: "a client that sends no User-Agent (.NET's HttpClient, raw sockets); every browser sends one", Example: ""},
}

// bot reports whether a user agent is one of AutomatedClients.
func bot(userAgent string) bool {
	ua := strings.ToLower(strings.TrimSpace(userAgent))
	for _, a := range AutomatedClients {
		if a.Whole && ua == a.Mark || !a.Whole && strings.Contains(ua, a.Mark) {
			return true
		}
	}
	return false
}
