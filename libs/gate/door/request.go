package door

import (
	"fmt"
	"net/http"
	"strconv"
)

// Request helpers every endpoint words its failures with, so that a missing field or a length out
// of range reads the same on every route.

// Missing is the 400 for a required field that is absent; hint says what to send.
func Missing(field, hint string) *Error {
	return Fail(http.StatusBadRequest, fmt.Sprintf("'%s' 필드가 없습니다. %s", field, hint))
}

// Length checks a character count against the contract's inclusive range. Out of range it is a
// 400 that says what to send and how much arrived: subject carries its particle ("글은", "초안은").
func Length(subject string, n, lo, hi int) error {
	if n >= lo && n <= hi {
		return nil
	}
	return Fail(http.StatusBadRequest, fmt.Sprintf("%s %s자 이상 %s자 이하로 보내 주세요. 지금은 %s자입니다.",
		subject, Thousands(lo), Thousands(hi), Thousands(n)))
}

// Thousands writes a count (n >= 0) with thousands separators, as Korean text writes limits
// (20,000자).
func Thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
