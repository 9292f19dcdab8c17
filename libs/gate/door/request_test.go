package door

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
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
