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

// TestTwinStemsKeepTheirVerb converts homonymous stems of two conjugation classes (twinCues) at
// every level: a form that shows the class keeps it (rule 1: 걷어, 걷으세요, 굽어, 묻어 stay
// regular), a form that does not is read by the words around it (rule 2: 회비 걷자 collects, 공원
// 걷자 walks) or, with none, written only where the level keeps the stem as written (걷죠).
func TestTwinStemsKeepTheirVerb(t *testing.T) {
	for _, c := range []struct {
		name, in                      string
		formal, polite, plain, casual string
	}{
		{"roll up, command", "팔 좀 걷어.", "팔 좀 걷으십시오.", "팔 좀 걷으세요.", "팔 좀 걷어라.", "팔 좀 걷어."},
		{"roll up, honoured command", "팔 걷으세요.", "팔 걷으십시오.", "팔 걷으세요.", "팔 걷어라.", "팔 걷어."},
		{"collect, honoured past", "회비 걷으셨어요?", "회비 걷으셨습니까?", "회비 걷으셨어요?", "회비 걷으셨는가?", "회비 걷었어?"},
		{"collect, cued proposal", "회비는 이번 주까지 걷자.", "회비는 이번 주까지 걷읍시다.", "회비는 이번 주까지 걷어요.", "회비는 이번 주까지 걷자.", "회비는 이번 주까지 걷자."},
		{"walk, cued proposal", "같이 걷자.", "같이 걸읍시다.", "같이 걸어요.", "같이 걷자.", "같이 걷자."},
		{"either, open proposal", "걷자.", "걷자.", "걷죠.", "걷자.", "걷자."},
		{"walk, condition", "이 길로 쭉 걸으면 돼.", "이 길로 쭉 걸으시면 됩니다.", "이 길로 쭉 걸으시면 돼요.", "이 길로 쭉 걸으면 된다.", "이 길로 쭉 걸으면 돼."},
		{"roll up, condition", "소매 걷으면 돼.", "소매 걷으시면 됩니다.", "소매 걷으시면 돼요.", "소매 걷으면 된다.", "소매 걷으면 돼."},
		{"roll up, ability", "팔 걷을 수 있어?", "팔 걷으실 수 있습니까?", "팔 걷으실 수 있어요?", "팔 걷을 수 있는가?", "팔 걷을 수 있어?"},
		{"bury, command", "땅에 묻어.", "땅에 묻어.", "땅에 묻으세요.", "땅에 묻어.", "땅에 묻어."},
		{"bury, cued proposal", "땅에 묻자.", "땅에 묻읍시다.", "땅에 묻어요.", "땅에 묻자.", "땅에 묻자."},
		{"ask, cued proposal", "선생님께 묻자.", "선생님께 물읍시다.", "선생님께 물어요.", "선생님께 묻자.", "선생님께 묻자."},
		{"bite, cued command", "이거 입에 물어.", "이거 입에 물어.", "이거 입에 무세요.", "이거 입에 물어.", "이거 입에 물어."},
		{"ask, uncued", "모르면 물어.", "모르시면 물으십시오.", "모르시면 물으세요.", "모르면 물어라.", "모르면 물어."},
		{"bend, command", "허리를 굽어.", "허리를 굽으십시오.", "허리를 굽으세요.", "허리를 굽어라.", "허리를 굽어."},
		{"bake, command", "빵을 구워.", "빵을 구우십시오.", "빵을 구우세요.", "빵을 구워라.", "빵을 구워."},
	} {
		t.Run(c.name, func(t *testing.T) {
			for to, want := range map[Level]string{Formal: c.formal, Polite: c.polite, Plain: c.plain, Casual: c.casual} {
				if got, _ := Convert(c.in, to); got != want {
					t.Errorf("Convert(%q, %v) = %q, want %q", c.in, to, got, want)
				}
			}
		})
	}
}

func TestSeenRegular(t *testing.T) {
	for _, c := range []struct {
		stem, seen string
		want       bool
	}{
		{"걷", "걷어", true}, {"걷", "걷으", true}, {"걷", "걷을", true}, {"걷", "걸어", false},
		{"묻", "묻어", true}, {"묻", "물어", false}, {"굽", "굽어", true}, {"굽", "구워", false},
		{"받", "받어", false}, // regular by the tables: nothing to keep
	} {
		t.Run(c.stem+" "+c.seen, func(t *testing.T) {
			if got := seenRegular(c.stem, c.seen); got != c.want {
				t.Errorf("seenRegular(%q, %q) = %v, want %v", c.stem, c.seen, got, c.want)
			}
		})
	}
}
