package speech

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"

	ko "github.com/ikawaha/kagome-dict-ko"
)

var updateStems = flag.Bool("update-stems", false, "rewrite stems.tsv from the dictionary")

// TestStemsAreTheDictionarys rebuilds stems.tsv from mecab-ko-dic (kagome-dict-ko: about 2 s and
// 200 MiB, so at test time only): every verb, adjective and auxiliary stem in Hangul syllables,
// a verb reading winning over the others. go test -run Stems -update-stems writes it.
func TestStemsAreTheDictionarys(t *testing.T) {
	d := ko.Dict()
	pos := map[string]string{}
	for i, f := range d.Contents {
		if len(d.POSTable.POSs[i]) == 0 || len(f) < 4 || f[3] != "*" { // f[3]: Inflect, Compound... or *
			continue
		}
		p := d.POSTable.NameList[d.POSTable.POSs[i][0]]
		stem := f[2] // the reading
		if (p != "VV" && p != "VA" && p != "VX") || stem == "" || strings.IndexFunc(stem, func(r rune) bool { return r < '가' || r > '힣' }) >= 0 {
			continue
		}
		if pos[stem] != "VV" {
			pos[stem] = p
		}
	}
	var lines []string
	for stem, p := range pos {
		lines = append(lines, stem+"\t"+p)
	}
	slices.Sort(lines)
	want := strings.Join(lines, "\n") + "\n"
	if *updateStems {
		if err := os.WriteFile("stems.tsv", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if stemsTSV != want {
		t.Errorf("stems.tsv is not the dictionary's %d stems: go test -run Stems -update-stems", len(lines))
	}
}
