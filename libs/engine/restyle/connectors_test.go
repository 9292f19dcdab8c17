package restyle

import (
	"strings"
	"testing"

	"maltu/libs/engine/rules"
)

// TestConnectiveRulesKeepTheirClass: for every connective a sentence may open with and every
// connective a rule may name, the rule either leaves the sentence or puts its word in place of
// one that it may stand for (rules.Replaces: the same class and the same second reading), and
// it adds a connective to no sentence that has none. Every pair is tried, so it cannot pass by
// luck.
func TestConnectiveRulesKeepTheirClass(t *testing.T) {
	const before, body = "새 요금제가 다음 달부터 적용됩니다.", " 기존 고객은 석 달 동안 이전 요금을 냅니다."
	for _, word := range rules.Connectives() {
		rs := numbered("첫머리 '" + word + "' 쓰기")
		if len(rs) != 1 || rs[0].Rule.Kind != rules.Connector {
			t.Fatalf("첫머리 '%s' 쓰기 is no connective rule: %+v", word, rs)
		}
		t.Run(word+"/no connective", func(t *testing.T) {
			if got := Sentences([]string{before, body[1:]}, rs)[1].Text; got != body[1:] {
				t.Errorf("added a connective: %q", got)
			}
		})
		for _, old := range rules.Connectives() {
			t.Run(word+"/"+old, func(t *testing.T) {
				in := rules.Open(old, body)
				got := Sentences([]string{before, in}, rs)[1].Text
				if got == in {
					if rules.Replaces(word, old) {
						t.Errorf("%q kept, though %q may stand for %q", in, word, old)
					}
					return
				}
				w, rest, _ := rules.Opening(got)
				switch {
				case rules.ClassOf(w) != rules.ClassOf(old):
					t.Errorf("%q → %q crosses from class %d to %d", in, got, rules.ClassOf(old), rules.ClassOf(w))
				case w != word || !rules.Replaces(word, old):
					t.Errorf("%q → %q: %q may not stand for %q", in, got, w, old)
				case strings.TrimLeft(rest, ", ") != body[1:]:
					t.Errorf("%q → %q changed more than the connective", in, got)
				}
			})
		}
	}
}

// TestConnectiveRules: the writer's connective takes the place of one that says the same
// relation and of no other.
func TestConnectiveRules(t *testing.T) {
	rewrites(t, []ruleCase{
		{"근데 for a plain but", []string{"첫머리 '근데' 쓰기"},
			[]string{"처음에는 원두 고르는 게 어려웠어요.", "그러나 몇 달이 지나자 감을 익혔어요.", "하지만 원두는 2주 안에 쓰는 게 좋아요."},
			[]string{"처음에는 원두 고르는 게 어려웠어요.", "근데 몇 달이 지나자 감을 익혔어요.", "근데 원두는 2주 안에 쓰는 게 좋아요."},
			[][]int{{}, {1}, {1}}},
		{"근데 takes no restriction's place", []string{"첫머리 '근데' 쓰기"},
			[]string{"매장은 오전 9시에 엽니다.", "다만 주말에는 오전 11시에 엽니다."},
			[]string{"매장은 오전 9시에 엽니다.", "다만 주말에는 오전 11시에 엽니다."}, [][]int{{}, {}}},
		{"그래도 takes no restriction's or plain but's place", []string{"첫머리 '그래도' 쓰기"},
			[]string{"비가 많이 왔습니다.", "다만 행사는 실내에서 열렸습니다.", "그러나 관객은 절반만 왔습니다.", "그럼에도 공연은 끝까지 이어졌습니다."},
			[]string{"비가 많이 왔습니다.", "다만 행사는 실내에서 열렸습니다.", "그러나 관객은 절반만 왔습니다.", "그래도 공연은 끝까지 이어졌습니다."},
			[][]int{{}, {}, {}, {1}}},
		{"a restriction for a restriction, with its comma", []string{"첫머리 '단' 쓰기"},
			[]string{"환불은 구매 후 7일 안에 됩니다.", "다만 개봉한 상품은 환불되지 않습니다."},
			[]string{"환불은 구매 후 7일 안에 됩니다.", "단, 개봉한 상품은 환불되지 않습니다."}, [][]int{{}, {1}}},
		{"그런데 may turn to another matter: only 근데 stands for it", []string{"첫머리 '하지만' 쓰기", "첫머리 '근데' 쓰기"},
			[]string{"회의는 3시에 끝났어요.", "그런데 내일 점심은 어디서 먹어요?"},
			[]string{"회의는 3시에 끝났어요.", "근데 내일 점심은 어디서 먹어요?"}, [][]int{{}, {2}}},
		{"a meanwhile is no but", []string{"첫머리 '근데' 쓰기"},
			[]string{"우리 회사는 가격을 그대로 두었다.", "한편, 경쟁사는 가격을 내렸다.", "반면 고객 수는 늘었다."},
			[]string{"우리 회사는 가격을 그대로 두었다.", "한편, 경쟁사는 가격을 내렸다.", "반면 고객 수는 늘었다."}, [][]int{{}, {}, {}}},
		{"결국 sums up, and may mean in the end", []string{"첫머리 '결국' 쓰기"},
			[]string{"결론적으로 재택근무는 팀마다 다르게 설계해야 합니다."},
			[]string{"결국 재택근무는 팀마다 다르게 설계해야 합니다."}, [][]int{{1}}},
		{"in the end is no summing up", []string{"첫머리 '결론적으로' 쓰기"},
			[]string{"결국 그는 회사를 떠났다."}, []string{"결국 그는 회사를 떠났다."}, [][]int{{}}},
		{"그리고 may be and then", []string{"첫머리 '또한' 쓰기"},
			[]string{"회의가 끝났다.", "그리고 점심을 먹었다.", "그리고 나서 회의실로 돌아왔다."},
			[]string{"회의가 끝났다.", "그리고 점심을 먹었다.", "그리고 나서 회의실로 돌아왔다."}, [][]int{{}, {}, {}}},
		{"an addition for an addition", []string{"첫머리 '그리고' 쓰기"},
			[]string{"배송이 빨라졌습니다.", "또한 포장도 간단해졌습니다."},
			[]string{"배송이 빨라졌습니다.", "그리고 포장도 간단해졌습니다."}, [][]int{{}, {1}}},
		{"또 with no comma is again", []string{"첫머리 '그리고' 쓰기"},
			[]string{"어제도 지각했어요.", "또 늦었어요."}, []string{"어제도 지각했어요.", "또 늦었어요."}, [][]int{{}, {}}},
		{"a cause for a cause", []string{"첫머리 '그래서' 쓰기"},
			[]string{"이사 비용은 예상보다 많이 듭니다.", "따라서 미리 예산을 세워 두는 것이 좋습니다.", "즉 한 달 월급쯤 듭니다."},
			[]string{"이사 비용은 예상보다 많이 듭니다.", "그래서 미리 예산을 세워 두는 것이 좋습니다.", "즉 한 달 월급쯤 듭니다."},
			[][]int{{}, {1}, {}}},
		{"이에 따라 is one connective, 이에 대해 none", []string{"첫머리 '그래서' 쓰기"},
			[]string{"이에 따라 하반기에는 인력을 늘립니다.", "이에 대해 시의원들은 우려를 밝혔습니다."},
			[]string{"그래서 하반기에는 인력을 늘립니다.", "이에 대해 시의원들은 우려를 밝혔습니다."}, [][]int{{1}, {}}},
		{"may I is no concession", []string{"첫머리 '그럼에도' 쓰기"},
			[]string{"창문을 열어도 될까요?", "그래도 돼요?"}, []string{"창문을 열어도 될까요?", "그래도 돼요?"}, [][]int{{}, {}}},
		{"a split's -지만 opens with the writer's but", []string{"한 문장 30자 안팎", "첫머리 '근데' 쓰기"},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이지만, 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이다. 근데 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[][]int{{1, 2}}},
		{"a split's cause opens with the writer's cause", []string{"한 문장 30자 안팎", "첫머리 '따라서' 쓰기"},
			[]string{"카페인은 섭취 후 6시간 이상 몸에 남아 있기 때문에 오후에는 커피를 피하는 것이 바람직합니다."},
			[]string{"카페인은 섭취 후 6시간 이상 몸에 남아 있습니다. 따라서 오후에는 커피를 피하는 것이 바람직합니다."},
			[][]int{{1, 2}}},
		{"a split's but keeps its class under another class's rule", []string{"한 문장 30자 안팎", "첫머리 '그래도' 쓰기"},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이지만, 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이다. 하지만 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[][]int{{1}}},
		{"a split's but is no avoided word", []string{"한 문장 30자 안팎", "'하지만' 쓰지 않기"},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이지만, 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[]string{"새 기능은 원래 다음 달 첫째 주에 나올 예정이다. 그러나 외부 심사 일정이 바뀌어서 정확한 날짜는 아직 정해지지 않았다."},
			[][]int{{1, 2}}},
		{"fewer connectives keeps what carries the argument", []string{"접속사 줄이기"},
			[]string{"다만 주말에는 쉽니다.", "즉 이틀 쉽니다.", "단, 공휴일은 엽니다.", "또, 이번 주는 비가 온대요.", "그리고 나서 회의실로 갔다.", "아무튼 결론은 같다."},
			[]string{"다만 주말에는 쉽니다.", "즉 이틀 쉽니다.", "단, 공휴일은 엽니다.", "이번 주는 비가 온대요.", "그리고 나서 회의실로 갔다.", "결론은 같다."},
			[][]int{{}, {}, {}, {1}, {}, {1}}},
		{"fewer commas keeps the comma a connective needs", []string{"쉼표 줄이기"},
			[]string{"단, 공휴일은 엽니다.", "그래서, 다시 시작했다."}, []string{"단, 공휴일은 엽니다.", "그래서 다시 시작했다."}, [][]int{{}, {1}}},
		{"no laugh after a restriction", []string{"끝에 'ㅎㅎ' 붙이기"},
			[]string{"빵을 샀어요.", "커피도 마셨어요.", "다만 자리가 없었어요."}, []string{"빵을 샀어요.", "커피도 마셨어요.", "다만 자리가 없었어요."}, [][]int{{}, {}, {}}},
	})
}
