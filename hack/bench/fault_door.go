package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"maltu/hack/localstack"
)

// bombMiB is what the compressed body inflates to: on main before issue 14 it took track from
// 27 MB to 394 MB.
const bombMiB = 100

// faultDoor sends what an outside probe of the stack sent (issue 14): big headers, a compression
// bomb, and a post from another site's page.
func faultDoor(ctx context.Context, st *stack, _ faultPlan, v *verdicts) error {
	api := "http://" + st.Edge.Addr + "/api/"
	v.fault("the door: big headers, a compression bomb and cross-site posts, through the edge")

	cookie := post(api+"rewrite", rewriteBody())
	cookie.header = map[string]string{"Cookie": "session=" + strings.Repeat("a", 6000)}
	status, _ := send(fromIP("127.0.0.21"), cookie)
	v.check(status == http.StatusOK, "a browser with a 6 KB cookie: %d (want 200)", status)
	cookie.header = map[string]string{"Cookie": "session=" + strings.Repeat("a", 9000)}
	status, msg := send(fromIP("127.0.0.21"), cookie)
	v.check(status == http.StatusRequestHeaderFieldsTooLarge && hasHangul(msg), "a 9 KiB header line: %d, Korean message %t (want 431 and a message)", status, hasHangul(msg))

	var zipped bytes.Buffer
	w, _ := gzip.NewWriterLevel(&zipped, gzip.BestCompression)
	zeros := make([]byte, 1<<20)
	for range bombMiB {
		_, _ = w.Write(zeros)
	}
	_ = w.Close()
	track := st.Procs["track"]
	before, _ := rssMiB(track.Pid())
	peak := watchPeaks(ctx, map[string]*localstack.Proc{"track": track})
	for _, enc := range []string{"gzip", "gzip, gzip", "deflate"} {
		bomb := post("http://"+track.Addr+"/api/track", zipped.Bytes())
		bomb.header = map[string]string{"Content-Encoding": enc}
		status, msg = send(fromIP("127.0.0.22"), bomb)
		v.check(status == http.StatusUnsupportedMediaType && hasHangul(msg), "%d KiB of %s inflating to %d MiB, straight to track: %d, Korean message %t (want 415)",
			zipped.Len()>>10, enc, bombMiB, status, hasHangul(msg))
	}
	time.Sleep(300 * time.Millisecond) // a sample after the last answer
	high := peak()["track"]
	v.check(high < before+32, "track's memory: %.1f MiB before, %.1f MiB at most while refusing (want under %.1f)", before, high, before+32)

	anon := fmt.Sprintf("교차-사이트-%d", time.Now().UnixNano())
	event := []byte(`{"ev":"draft_submitted","anon":"` + anon + `","props":{}}`)
	for _, c := range []struct {
		name   string
		header map[string]string
	}{
		{"a text/plain post from another site's page", map[string]string{"Content-Type": "text/plain", "Origin": "https://evil.example"}},
		{"a form post a browser marks cross-site", map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site"}},
		{"JSON with another site's Origin", map[string]string{"Origin": "https://evil.example"}},
	} {
		s := post(api+"track", event)
		s.header = c.header
		status, msg = send(fromIP("127.0.0.23"), s)
		v.check(status == http.StatusForbidden && hasHangul(msg), "%s: %d, Korean message %t (want 403)", c.name, status, hasHangul(msg))
	}
	time.Sleep(300 * time.Millisecond) // past the writer's batch interval
	stored, err := countEvents(ctx, st.ClickHouse, anon)
	if err != nil {
		return err
	}
	v.check(stored == 0, "events stored from those posts: %d (want 0)", stored)
	return nil
}
