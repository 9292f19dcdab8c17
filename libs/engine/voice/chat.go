package voice

import (
	"regexp"
	"strings"
)

// A messenger export wraps every message in the app's header: who sent it and when, and puts a
// date line between days. Those are the app's words, not the writer's: read as sentences they made
// nine sentences in ten "carry figures" and every sentence longer. The shapes below are the common
// KakaoTalk PC and mobile (Android, iOS) exports and LINE's; a message is what follows its header.
var (
	// [김민수] [오후 2:03] 오늘 회의 몇 시야?
	pcLine = regexp.MustCompile(`^\[[^\[\]]{1,40}\] \[(?:오전|오후|AM|PM) ?\d{1,2}:\d{2}\] ?`)
	// 2026년 11월 25일 오후 2:03, 김민수 : 메시지 / 2026. 11. 25. 오후 2:03, 김민수 : 메시지 / 오후 2:03, 김민수 : 메시지
	mobileLine = regexp.MustCompile(`^(?:\d{4}년 \d{1,2}월 \d{1,2}일 |\d{4}\. ?\d{1,2}\. ?\d{1,2}\.? )?(?:오전|오후|AM|PM) ?\d{1,2}:\d{2}, [^:]{1,40} : ?`)
	// 14:03	김민수	메시지 (LINE, tab-separated)
	tabLine = regexp.MustCompile(`^(?:(?:오전|오후) ?)?\d{1,2}:\d{2}\t[^\t]{1,40}\t`)
	// 김민수 : 메시지 (a mobile export without times)
	nameLine = regexp.MustCompile(`^[^:\[\]\t.?!]{1,20} : ?`)
	// 2026년 11월 25일 수요일, --------------- 2026년 11월 25일 ---------------, 2026. 11. 25. (수), 2026.11.25 수요일
	dateLine = regexp.MustCompile(`^-*\s*(?:\d{4}년 \d{1,2}월 \d{1,2}일|\d{4}\. ?\d{1,2}\. ?\d{1,2}\.?|\d{4}-\d{2}-\d{2})\s*(?:\(?[월화수목금토일](?:요일)?\)?)?\s*(?:(?:오전|오후) ?\d{1,2}:\d{2})?\s*-*$`)
	// 김민수 님과 카카오톡 대화, 저장한 날짜 : 2026-11-25 14:03:00, 김민수님이 들어왔습니다.
	exportLine = regexp.MustCompile(`(?:님과 카카오톡 대화|카카오톡 대화|^저장한 날짜 ?:|^Talk_|님이 (?:들어왔습니다|나갔습니다|초대했습니다)|^\[LINE\])`)
)

// placeholder is a message the export left out because it was not text.
var placeholder = regexp.MustCompile(`^(?:사진|사진 \d+장|동영상|이모티콘|\(이모티콘\)|음성메시지|삭제된 메시지입니다\.|파일: .*)$`)

// messages returns the message text of a messenger export, one line at a time and each a part of
// text as it stands (so a quote from it is still verbatim), and true; for text that is not an
// export (fewer than two headers, or headers on under half of its lines) it returns nil, false.
func messages(text string) ([]string, bool) {
	var out []string
	lines, headed, started := 0, 0, false
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		lines++
		if dateLine.MatchString(line) || exportLine.MatchString(line) {
			headed++ // an export's own line: no message
			continue
		}
		body, header := messageBody(line)
		switch {
		case header:
			headed++
			started = true
			if body != "" && !placeholder.MatchString(body) {
				out = append(out, body)
			}
		case started:
			out = append(out, line) // a message continued on the next line
		}
	}
	if headed < 2 || headed*2 < lines || !started {
		return nil, false
	}
	return out, true
}

// headerLines are the shapes of a message's header, one per export format.
var headerLines = []*regexp.Regexp{pcLine, mobileLine, tabLine, nameLine}

// messageBody cuts a message's header off a line: the message after it, and whether the line had
// such a header.
func messageBody(line string) (string, bool) {
	for _, re := range headerLines {
		if loc := re.FindStringIndex(line); loc != nil {
			return strings.TrimSpace(line[loc[1]:]), true
		}
	}
	return "", false
}
