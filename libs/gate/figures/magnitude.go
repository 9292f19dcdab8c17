package figures

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// smallUnit is the power of ten of a magnitude that multiplies inside a group of four digits:
// 십 1, 백 2, 천 3; 0 for anything else.
func smallUnit(r rune) int {
	switch r {
	case '십':
		return 1
	case '백':
		return 2
	case '천':
		return 3
	}
	return 0
}

// bigUnit is the power of ten of a magnitude that closes a group of four digits: 만 4, 억 8, 조 12;
// 0 for anything else.
func bigUnit(r rune) int {
	switch r {
	case '만':
		return 4
	case '억':
		return 8
	case '조':
		return 12
	}
	return 0
}

// decimal is m × 10^exp: "9.1" is 91×10⁻¹, and 9.1조 is 91×10¹¹.
type decimal struct {
	m   uint64
	exp int
}

// tally adds up terms the way Korean reads them, 1억 2천만 = 1×10⁸ + (2×10³)×10⁴, checking that the
// magnitudes fall: small ones inside a group, big ones from group to group.
type tally struct {
	done, group        []decimal
	lastSmall, lastBig int // 0 until a magnitude has been seen
	overflow           bool
}

// add takes one more term; it refuses one whose magnitudes do not fall.
func (s *tally) add(t term) bool {
	if t.small > 0 && s.lastSmall > 0 && t.small >= s.lastSmall || t.big > 0 && s.lastBig > 0 && t.big >= s.lastBig {
		return false
	}
	d, ok := parseDecimal(t.amount)
	s.overflow = s.overflow || !ok
	d.exp += t.small
	s.group = append(s.group, d)
	if t.small > 0 {
		s.lastSmall = t.small
	}
	if t.big > 0 {
		for _, g := range s.group {
			s.done = append(s.done, decimal{g.m, g.exp + t.big})
		}
		s.group, s.lastSmall, s.lastBig = s.group[:0], 0, t.big
	}
	return true
}

// value is the sum in canonical form; false when it does not fit in 64 bits.
func (s *tally) value() (string, bool) {
	parts := append(s.done, s.group...)
	if s.overflow || len(parts) == 0 {
		return "", false
	}
	low := math.MaxInt
	for _, p := range parts {
		low = min(low, p.exp)
	}
	var sum uint64
	for _, p := range parts {
		v, ok := shift(p.m, p.exp-low)
		var carry uint64
		sum, carry = bits.Add64(sum, v, 0)
		if !ok || carry != 0 {
			return "", false
		}
	}
	if low >= 0 {
		v, ok := shift(sum, low)
		return strconv.FormatUint(v, 10), ok
	}
	digits := strconv.FormatUint(sum, 10)
	if pad := -low + 1 - len(digits); pad > 0 {
		digits = strings.Repeat("0", pad) + digits
	}
	return canonical(digits[:len(digits)+low] + "." + digits[len(digits)+low:]), true
}

// shift multiplies m by 10^n, reporting overflow.
func shift(m uint64, n int) (uint64, bool) {
	for ; n > 0; n-- {
		hi, lo := bits.Mul64(m, 10)
		if hi != 0 {
			return 0, false
		}
		m = lo
	}
	return m, true
}

// parseDecimal reads digits with an optional decimal point; false when they do not fit.
func parseDecimal(a string) (decimal, bool) {
	whole, frac, _ := strings.Cut(a, ".")
	m, err := strconv.ParseUint(whole+frac, 10, 64)
	return decimal{m, -len(frac)}, err == nil
}
