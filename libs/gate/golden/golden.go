// Package golden reads the side-by-side case files under testdata/ of the gate's packages and the
// engine's: one case per block, written so a Korean reader can check them by eye. It is imported
// by tests only.
//
//	# 뉴스 | 억 단위와 천만            case name
//	> 올해 매출은 1억 2천만 원이다.     input; several > lines are joined with a newline
//	= 120000000                       expected output, in order; "= (없음)" expects nothing
//	+ 증가                            must be among the outputs (used where order does not matter)
//	! 9000000000000                   must not be among the outputs
//
// Blank lines separate cases; a line starting with // is a comment.
package golden

import (
	"bufio"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
)

// None written after "=" expects an empty output.
const None = "(없음)"

// Case is one block of a case file.
type Case struct {
	Name  string
	Line  int // line of the "#" header, for error messages
	Input string
	Want  []string // nil when the case has no "=" line; empty when it says (없음)
	Has   []string
	Not   []string
}

// Load reads a case file and fails the test on a malformed one.
func Load(t testing.TB, path string) []Case {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("golden: %v", err)
	}
	defer f.Close()
	var (
		cases []Case
		cur   *Case
		input []string
	)
	flush := func() {
		if cur != nil {
			cur.Input = strings.Join(input, "\n")
			cases = append(cases, *cur)
		}
		cur, input = nil, nil
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "//") {
			continue
		}
		tag, val := line[:1], strings.TrimPrefix(line[1:], " ")
		if tag == "#" {
			flush()
			cur = &Case{Name: strings.TrimSpace(val), Line: n}
			continue
		}
		if cur == nil {
			t.Fatalf("golden: %s:%d: line outside a case", path, n)
		}
		switch tag {
		case ">":
			input = append(input, val)
		case "=":
			if cur.Want == nil {
				cur.Want = []string{}
			}
			if val != None {
				cur.Want = append(cur.Want, val)
			}
		case "+":
			cur.Has = append(cur.Has, val)
		case "!":
			cur.Not = append(cur.Not, val)
		default:
			t.Fatalf("golden: %s:%d: unknown tag %q", path, n, tag)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("golden: %s: %v", path, err)
	}
	flush()
	if len(cases) == 0 {
		t.Fatalf("golden: %s: no cases", path)
	}
	return cases
}

// Check runs every case of the file at path as a subtest. fn turns a case's input into outputs (and
// may assert more with t); the outputs must equal the "=" lines when there are any, include every
// "+" line and none of the "!" lines.
func Check(t *testing.T, path string, fn func(t *testing.T, input string) []string) {
	t.Helper()
	for _, c := range Load(t, path) {
		t.Run(c.Name, func(t *testing.T) {
			for _, p := range c.problems(fn(t, c.Input)) {
				t.Errorf("%s:%d: %s", path, c.Line, p)
			}
		})
	}
}

// CheckMisses runs the cases of path like Check, but a case named in the known-misses file at
// misses (one name a line, // comments) may fail: it is a class not yet handled. A listed case that
// passes fails the test until it is taken off the list, so the list only shrinks; a name that
// is no case fails too. The share of cases passing is logged.
func CheckMisses(t *testing.T, path, misses string, fn func(t *testing.T, input string) []string) {
	t.Helper()
	known := LoadMisses(t, misses)
	cases := Load(t, path)
	passed := 0
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			problems := c.problems(fn(t, c.Input))
			if len(problems) == 0 {
				passed++
				return
			}
			for i, p := range problems {
				problems[i] = fmt.Sprintf("%s:%d: %s", path, c.Line, p)
			}
			known.Miss(t, c.Name, problems...)
		})
	}
	known.Close(t)
	t.Logf("%s: %d of %d cases pass", path, passed, len(cases))
}

// Misses is a known-misses file: the misses of a suite known today, one name a line (// comments).
// A suite names each miss it makes (a case, or a case and what it got, so that a different wrong
// answer is a new miss); a miss not on the list fails, and so does a name on the list that no
// longer misses, so the list only shrinks and a score held by it is exact, not a floor.
type Misses struct {
	path        string
	known, seen map[string]bool
}

// LoadMisses reads the known-misses file at path.
func LoadMisses(t testing.TB, path string) *Misses {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden: %v", err)
	}
	m := &Misses{path: path, known: map[string]bool{}, seen: map[string]bool{}}
	for line := range strings.Lines(string(b)) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "//") {
			m.known[line] = true
		}
	}
	return m
}

// Miss records the miss called name and, unless it is known, fails t with problems and the name.
func (m *Misses) Miss(t testing.TB, name string, problems ...string) {
	t.Helper()
	name = strings.TrimSpace(name)
	m.seen[name] = true
	if m.known[name] {
		return
	}
	for _, p := range problems {
		t.Error(p)
	}
	t.Errorf("a miss %s does not list: %q", m.path, name)
}

// Close fails t on every listed name that made no miss: it was fixed (or is no case at all) and
// must be taken off the list.
func (m *Misses) Close(t testing.TB) {
	t.Helper()
	for _, name := range slices.Sorted(maps.Keys(m.known)) {
		if !m.seen[name] {
			t.Errorf("%s lists %q, which misses no more (or is no case): take it off", m.path, name)
		}
	}
}

// problems says how got falls short of the case; none when it holds.
func (c Case) problems(got []string) []string {
	var out []string
	if c.Want != nil && !equal(got, c.Want) {
		out = append(out, fmt.Sprintf("input %q\n got %q\nwant %q", c.Input, got, c.Want))
	}
	for _, v := range c.Has {
		if !slices.Contains(got, v) {
			out = append(out, fmt.Sprintf("%q must be among %q", v, got))
		}
	}
	for _, v := range c.Not {
		if slices.Contains(got, v) {
			out = append(out, fmt.Sprintf("%q must not be among %q", v, got))
		}
	}
	return out
}

// equal treats nil and empty as the same: "(없음)" expects either.
func equal(a, b []string) bool { return len(a) == 0 && len(b) == 0 || slices.Equal(a, b) }

// Set is a run of a case file's numbered cases (batches, drafts) by who wrote them and when, which
// a suite scores apart as well as together: issue 30's outside sets against the team's own.
type Set struct {
	Name     string
	From, To int // the cases' numbers
}

// SetOf names the set of sets that case n belongs to ("" for none).
func SetOf(sets []Set, n int) string {
	for _, s := range sets {
		if s.From <= n && n <= s.To {
			return s.Name
		}
	}
	return ""
}
