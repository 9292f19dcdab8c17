// 예시로 해 보기: a first visitor without a text at hand tries the three steps on an example, a
// writer's own post and an AI draft on a like subject. The draft has figures for the gate to
// guard and an 또한 for a rule that does without it.
import { $ } from './dom.js';
import { sample, checkSample } from './extract.js';
import { draft, checkDraft } from './rewrite.js';

const exampleSample = `지난 주말에 친구랑 북한산에 다녀왔어요. 아침 일찍 출발했는데도 사람이 꽤 많더라고요. 근데 정상에 올라가니까 바람이 시원해서 힘든 게 싹 잊혔어요.

내려오는 길에 먹은 파전이 진짜 맛있었어요 ㅎㅎ 다음에는 단풍 들 때 한 번 더 가 보려고요. 혹시 가실 분들은 물 꼭 넉넉히 챙기세요!`;

const exampleDraft = `이번 주말에는 새로 개장한 호수공원을 방문하였습니다. 공원에는 넓은 잔디밭과 긴 산책로가 있습니다. 또한 공원 내 카페의 커피 역시 매우 훌륭하였습니다.

입장료는 무료이며, 주차는 2시간까지 3,000원입니다. 기회가 된다면 가족과 함께 다시 방문하고 싶습니다.`;

// fillExample puts the example in both boxes, as personal writing, and leaves the keyboard on
// 말투 뽑기, the next thing to press.
export function fillExample() {
  sample.value = exampleSample;
  draft.value = exampleDraft;
  document.querySelector('input[name="mode"][value="personal"]').checked = true;
  checkSample();
  checkDraft();
  $('#sample-why').textContent = '예시 글과 초안을 채웠습니다. ‘말투 뽑기’를 눌러 보세요.';
  $('#extract').focus();
}
