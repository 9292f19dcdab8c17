package speech

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"

	"maltu/libs/engine/hangul"
	"maltu/libs/engine/internal/mecab"
	"maltu/libs/gate/golden"
	"maltu/libs/gate/sentence"
)

// TestOutsideCorpus converts every sentence of Korean text nobody on the team wrote (the help and
// localisation of GIMP, LibreOffice, Firefox, Thunderbird and the Debian FAQ, from Debian's
// packages, which `make outside-corpus` downloads and unpacks into MALTU_CORPUS) toward each of
// the four levels, and each result to the first person its level uses, and fails on any change
// outside the final predicate and the words that carry the level, as the analyser reads them
// (confine). testdata/outside.misses lists the breaches known today: a new one fails, and one
// that is gone must be taken off the list.
func TestOutsideCorpus(t *testing.T) {
	dir := os.Getenv("MALTU_CORPUS")
	if dir == "" {
		t.Skip("MALTU_CORPUS is unset: `make outside-corpus` downloads the packages and runs this test")
	}
	sentences := corpusSentences(t, dir)
	if len(sentences) < 10000 {
		t.Fatalf("%d sentences under %s: the packages are missing or unpacked wrong", len(sentences), dir)
	}
	known := golden.LoadMisses(t, "testdata/outside.misses")
	tk := mecab.Analyser(t)
	conversions, changes, breaches, refused := 0, 0, 0, 0
	for _, s := range sentences {
		c := confine(tk, s)
		for _, to := range []Level{Formal, Polite, Plain, Casual} {
			for _, out := range conversionsOf(s, to) {
				conversions++
				if out == s {
					continue
				}
				changes++
				if !Confined(s, out) {
					// What restyle would undo: shown, since the engine keeps the sentence as it was.
					refused++
					t.Logf("%s: Confined refuses %q → %q", to, s, out)
				}
				if why := c.breach(out); why != "" {
					breaches++
					known.Miss(t, to.String()+"\t"+s, fmt.Sprintf("%s %q → %q: %s", to, s, out, why))
				}
			}
		}
	}
	known.Close(t)
	t.Logf("%d sentences, %d conversions, %d changes checked, %d breaches; Confined refuses %d", len(sentences), conversions, changes, breaches, refused)
}

// conversionsOf are s converted toward level to, and that result with the first person the level
// uses (저 or 나).
func conversionsOf(s string, to Level) []string {
	out, _ := Convert(s, to)
	first := "저"
	if to == Plain || to == Casual {
		first = "나"
	}
	if withPerson, changed := Person(out, first); changed {
		return []string{out, withPerson}
	}
	return []string{out}
}

// corpusSentences are the distinct sentences of the text under dir, split as the services split a
// draft: those with Hangul, at least two words and at most 300 characters.
func corpusSentences(t *testing.T, dir string) []string {
	t.Helper()
	var texts []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".html", ".xhtml":
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			texts = append(texts, htmlBlocks(f)...)
		case ".xpi":
			blocks, err := langpack(path)
			if err != nil {
				return err
			}
			texts = append(texts, blocks...)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var out []string
	for _, text := range texts {
		for _, s := range sentence.Split(text) {
			if seen[s] || utf8.RuneCountInString(s) > 300 || !strings.ContainsFunc(s, hangul.IsSyllable) || !strings.Contains(s, " ") {
				continue
			}
			seen[s] = true
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// blockTags end a block of running text in the help pages.
var blockTags = map[string]bool{"p": true, "li": true, "td": true, "th": true, "dt": true, "dd": true, "h1": true,
	"h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "title": true, "div": true, "pre": true, "br": true}

// htmlBlocks are the text of r's blocks, one string each; scripts and styles are skipped.
func htmlBlocks(r io.Reader) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if s := strings.Join(strings.Fields(b.String()), " "); s != "" {
			out = append(out, s)
		}
		b.Reset()
	}
	z := html.NewTokenizer(r)
	skip := 0
	for {
		switch z.Next() {
		case html.ErrorToken:
			flush()
			return out
		case html.TextToken:
			if skip == 0 {
				b.Write(z.Text())
			}
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if tag == "script" || tag == "style" {
				if z.Token().Type == html.StartTagToken {
					skip++
				} else if skip > 0 {
					skip--
				}
			}
			if blockTags[tag] {
				flush()
			}
		}
	}
}

// langpack is the text of a Mozilla language pack's Fluent and properties strings: the value of each
// "key = value" line, without those that hold a placeable ({ $name }, %S) or markup.
func langpack(path string) ([]string, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	var out []string
	for _, f := range zr.File {
		if ext := filepath.Ext(f.Name); ext != ".ftl" && ext != ".properties" {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(rc)
		for sc.Scan() {
			_, value, ok := strings.Cut(sc.Text(), "=")
			value = strings.TrimSpace(value)
			if ok && value != "" && !strings.ContainsAny(value, "{}%<>$") {
				out = append(out, value)
			}
		}
		rc.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
