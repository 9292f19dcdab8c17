package speech

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestConjugationTable converts every form in testdata/conjugation.tsv to every other level of
// its row. Each row is one predicate at 합쇼체, 해요체, 해라체 and 해체.
func TestConjugationTable(t *testing.T) {
	f, err := os.Open("testdata/conjugation.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	levels := []Level{Formal, Polite, Plain, Casual}
	forms, checks := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cells := strings.Split(line, "\t")
		if len(cells) != len(levels) {
			t.Fatalf("row %q has %d cells", line, len(cells))
		}
		sentence := func(cell string) string {
			cell = strings.TrimPrefix(cell, "*")
			if strings.HasSuffix(cell, "?") {
				return cell
			}
			return cell + "."
		}
		for i, from := range cells {
			if from == "-" {
				continue
			}
			forms++
			if strings.HasPrefix(from, "*") {
				continue
			}
			src := sentence(from)
			if got := Detect(src).Level; got != levels[i] {
				t.Errorf("Detect(%q) = %v, want %v", src, got, levels[i])
			}
			for j, to := range cells {
				if j == i || to == "-" {
					continue
				}
				checks++
				src, want := src, sentence(to)
				if (i == 1 || i == 3) && (j == 0 || j == 2) {
					// A bare 해요 or 해 tells or asks; 매일 makes it tell, so that the row tests
					// the conjugation and not the reading of the mood (askOrTell).
					src, want = "매일 "+src, "매일 "+want
				}
				if i == 3 && (j == 0 || j == 1) {
					// 했어? asks up of the listener's doing, and honours it (하셨어요?, honourListener);
					// with the speaker as subject the row tests the conjugation alone.
					src, want = "내가 "+src, "내가 "+want
				}
				t.Run(src+"→"+levels[j].String(), func(t *testing.T) {
					if got, _ := Convert(src, levels[j]); got != want {
						t.Errorf("Convert(%q, %v) = %q, want %q", src, levels[j], got, want)
					}
				})
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if forms < 150 {
		t.Errorf("only %d forms in the table; the table must hold at least 150", forms)
	}
	t.Logf("%d forms, %d conversions", forms, checks)
}
