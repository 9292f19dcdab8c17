package door

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestLength(t *testing.T) {
	cases := []struct {
		n    int
		want string // "" when in range
	}{
		{19, "초안은 20자 이상 10,000자 이하로 보내 주세요. 지금은 19자입니다."},
		{20, ""},
		{10000, ""},
		{10001, "초안은 20자 이상 10,000자 이하로 보내 주세요. 지금은 10,001자입니다."},
		{1234567, "지금은 1,234,567자입니다."},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprint(tc.n), func(t *testing.T) {
			err := Length("초안은", tc.n, 20, 10000)
			var e *Error
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("in range, got %v", err)
			case tc.want != "" && (!errors.As(err, &e) || e.Status != http.StatusBadRequest || !strings.Contains(e.Message, tc.want)):
				t.Fatalf("got %v; want 400 %q", err, tc.want)
			}
		})
	}
}

// One rule for every setting of time: a Go duration or a whole number of seconds; zero only where
// the setting allows it; the error names the variable and quotes the value.
func TestDurations(t *testing.T) {
	env := func(v string) func(string) string { return func(string) string { return v } }
	for in, want := range map[string]time.Duration{"": time.Second, "20s": 20 * time.Second, "45": 45 * time.Second, "1m30s": 90 * time.Second} {
		if got, err := PositiveDuration(env(in), "ENGINE_TIMEOUT", time.Second); err != nil || got != want {
			t.Errorf("%q = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"0", "0s", "-3s", "soon", "5 minutes"} {
		if _, err := PositiveDuration(env(bad), "ENGINE_TIMEOUT", time.Second); err == nil || !strings.Contains(err.Error(), "ENGINE_TIMEOUT") || !strings.Contains(err.Error(), bad) {
			t.Errorf("%q: %v; want an error naming the variable and the value", bad, err)
		}
	}
	if d, err := Duration(env("0"), "SHUTDOWN_DRAIN", time.Second); err != nil || d != 0 {
		t.Errorf("a drain of 0: %v, %v", d, err)
	}
}
