package speech

import (
	"testing"
	"unicode/utf8"
)

func TestPerson(t *testing.T) {
	cases := []struct {
		name, in, form, want string
	}{
		{"나 with its particles", "나는 내가 한 말을 나도 믿어요.", "저", "저는 제가 한 말을 저도 믿어요."},
		{"contracted 난", "난 괜찮아요.", "저", "저는 괜찮아요."},
		{"bare 나 opening a sentence", "나 지금 가요.", "저", "저 지금 가요."},
		{"나 of 나다 ending a sentence", "아이가 열이 나. 화가 나", "저", "아이가 열이 나. 화가 나"},
		{"나 after a topic is the speaker", "범인은 나.", "저", "범인은 저."},
		{"나 answering a question", "누가 했어? 나.", "저", "누가 했어? 저."},
		{"내 before a noun", "그건 내 실수예요.", "저", "그건 제 실수예요."},
		{"내 meaning within", "기간 내 제출해 주세요.", "저", "기간 내 제출해 주세요."},
		{"나와 of 나오다 before an auxiliary", "예시는 다음 표에 나와 있습니다.", "저", "예시는 다음 표에 나와 있습니다."},
		{"나와 meaning with me", "나와 상대방만 아는 질문을 떠올려 보세요.", "저", "저와 상대방만 아는 질문을 떠올려 보세요."},
		{"inclusive 우리 stays for 저", "우리 같이 가요.", "저", "우리 같이 가요."},
		{"우리 before family is humbled", "우리 형은 가수예요.", "저", "저희 형은 가수예요."},
		{"우리 before a group it owns is humbled", "우리 팀이 이겼어요.", "저", "저희 팀이 이겼어요."},
		{"우리 before a noun before the copula", "여기가 우리 가게예요.", "저", "여기가 저희 가게예요."},
		{"우리 before two nouns", "우리 가게 빵은 매일 구워요.", "저", "저희 가게 빵은 매일 구워요."},
		{"우리 with a count of us stays", "우리 둘이 같이 가요.", "저", "우리 둘이 같이 가요."},
		{"우리 before an object and the verb stays", "우리 택시 타요.", "저", "우리 택시 타요."},
		{"우리 before a time stays", "우리 오늘은 일찍 자요.", "저", "우리 오늘은 일찍 자요."},
		{"우리 before a word like a family word", "우리 집중해요.", "저", "우리 집중해요."},
		{"저 with its particles", "저는 제가 할게.", "나", "나는 내가 할게."},
		{"contracted 전", "전 괜찮아.", "나", "난 괜찮아."},
		{"전 meaning all", "전 세계가 알아.", "나", "전 세계가 알아."},
		{"전 meaning before", "3일 전 일이야.", "나", "3일 전 일이야."},
		{"저 meaning that", "저 사람 누구야?", "나", "저 사람 누구야?"},
		{"bare 저 before an adverb", "저 지금 출발해.", "나", "나 지금 출발해."},
		{"bare 저 after the one called", "엄마 저 오늘 늦게 들어가", "나", "엄마 나 오늘 늦게 들어가"},
		{"저 meaning that after a name", "엄마 저 사람 누구야?", "나", "엄마 저 사람 누구야?"},
		{"bare 저 before a predicate", "엄마 저 배고파.", "나", "엄마 나 배고파."},
		{"bare 저 before a verb of purpose", "아빠가 저 데리러 온대.", "나", "아빠가 나 데리러 온대."},
		{"저 meaning that before a modifier", "저 높은 산 보여?", "나", "저 높은 산 보여?"},
		{"bare 저 opening the second sentence", "헐 진짜? 저 그거 몰랐어", "나", "헐 진짜? 나 그거 몰랐어"},
		{"bare 저 after 아 맞다", "아 맞다 저 내일 약속 있어", "나", "아 맞다 나 내일 약속 있어"},
		{"bare 저 after an emoticon", "헐 대박 ㅋㅋㅋ 저 방금 합격했어", "나", "헐 대박 ㅋㅋㅋ 나 방금 합격했어"},
		{"bare 저 after 그럼", "그럼 저 먼저 갈게", "나", "그럼 나 먼저 갈게"},
		{"bare 저 before a time", "저 작년에 여기 왔어.", "나", "나 작년에 여기 왔어."},
		{"bare 저 after a time", "이따가 저 좀 깨워 줘.", "나", "이따가 나 좀 깨워 줘."},
		{"bare 저 before a place word", "네, 저 거기 있었어.", "나", "네, 나 거기 있었어."},
		{"bare 저 before a cause in 서", "저 졸려서 먼저 잘게.", "나", "나 졸려서 먼저 잘게."},
		{"저 meaning that before a noun in 이", "저 건물이 도서관이야.", "나", "저 건물이 도서관이야."},
		{"a writer of 저 apologizes with 죄송", "미안해요 내가 깜빡했어요", "저", "죄송해요 제가 깜빡했어요"},
		{"an apology without a first person stays", "늦어서 미안해요", "저", "늦어서 미안해요"},
		{"제 as an ordinal", "제 1장을 봐.", "나", "제 1장을 봐."},
		{"내 before a Latin name", "내 MBTI는 ENFP예요.", "저", "제 MBTI는 ENFP예요."},
		{"제 before a Latin name", "제 PPT 봤어?", "나", "내 PPT 봤어?"},
		{"저희 is 우리 to a writer of 나", "저희 회사는 커.", "나", "우리 회사는 커."},
		{"humble plural", "우리는 다음 주에 출시합니다.", "저희", "저희는 다음 주에 출시합니다."},
		{"plural leaves the singular", "저는 우리 팀에 있어요.", "우리", "저는 우리 팀에 있어요."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, changed := Person(tc.in, tc.form)
			if got != tc.want || changed != (tc.in != tc.want) {
				t.Errorf("Person(%q, %s) = %q, %v; want %q", tc.in, tc.form, got, changed, tc.want)
			}
		})
	}
}

// FuzzPerson: Person rewrites untrusted text word by word; it must not panic, must keep UTF-8
// valid and must say whether it changed anything.
func FuzzPerson(f *testing.F) {
	for _, s := range []string{"나는 내가 할게.", "전 세계", "제 1장", "저, 지금 가요", "내", "", " 나 ", "저희,"} {
		f.Add(s, "저")
	}
	f.Fuzz(func(t *testing.T, s, form string) {
		out, changed := Person(s, form)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8 from %q", s)
		}
		if changed == (out == s) {
			t.Fatalf("Person(%q, %q) = %q, changed %v", s, form, out, changed)
		}
	})
}
