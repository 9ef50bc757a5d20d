// A translator's own Korean scenarios, run by `agon conform --lang ko`: a wrong particle after any
// word a step leaves open (a name, a list's 와/과, a number, a rule ID, the copula) is refused with
// the right form; a step no definition matches is told in Korean at file:line:col with the particle
// it takes; a failing step says in Korean what it found, with no English and no stack trace; and the
// run's summary is Korean too. One run of conform holds every case (a process start costs seconds).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { agonProcess, type CliRun, ROOT, tempFolder, tempProject } from "./run-cli.js";

const HEADER = `# language: ko
@olympia-2000 @translators-own
기능: 번역자가 쓴 시나리오
`;

const PARTICLES = `${HEADER}
  시나리오: 조사가 틀린 단계
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나, 벤과 클레오다
    만일 안나은 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다
    그리고 벤의 손에 "아이아스"과 "이아손"이 있다
    그러면 게임이 끝나지 않았다

  시나리오: 플레이어 목록의 와/과
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나, 벤와 클레오다

  시나리오: 받침 뒤의 이다
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나와 벤다

  시나리오: 숫자 뒤의 조사
    조건 게임은 올림피아 2000이다
    그러면 옵션 "손의 카드 수"에 3를 쓸 수 있다

  시나리오: 규칙 ID 뒤의 조사
    조건 게임은 올림피아 2000이다
    그러면 옵션 "다시 하는 경기의 카드덱"은 OLY-T9을 정한다

  시나리오: 점 뒤의 이다
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나와 벤이다
    그러면 안나의 총점은 아직 0점다
`;

const FAILURES = `${HEADER}
  배경:
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나, 벤과 클레오다
    그리고 안나가 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다
    그리고 안나가 II 칸에 놓을 칩으로 "2점짜리 종합 경기"를 골랐다
    그리고 안나의 손에 "헥토르", "카스토르", "선수 30"과 "선수 49"가 있다

  시나리오: 없는 플레이어
    그러면 도라의 손에 카드가 4장 있다

  시나리오: 아직 끝나지 않은 게임
    그러면 게임이 끝났다

  @refill-after-giving=nonsense
  시나리오: 없는 옵션 값
    그러면 안나의 손에 카드가 4장 있다

  시나리오: 목발을 짚지 않은 선수
    그러면 카드 "헥토르"는 목발을 짚은 선수다

  시나리오: 고른 결정
    그러면 아무도 I 칸에 놓을 칩을 고르지 않았다

  시나리오: 끝난 게임의 결정
    만일 매번 첫 번째 선택지를 골라 게임을 끝까지 진행한다
    그러면 클레오가 무엇을 고르든 "3점짜리 마라톤"은 II 칸에 오지 않는다

  시나리오: 게임 기록의 이름으로 쓴 칩
    그러면 I 칸에 "마라톤 2점"이 있다

  시나리오: 시험용 카드 변경의 틀린 종목
    조건 시험을 위해 카드 "아이아스"의 멀리뛰기 순위를 29로 바꾼다
    그러면 안나의 손에 카드가 4장 있다

  시나리오: 카드 값 검사의 틀린 종목
    그러면 카드 "헥토르"의 멀리뛰기 순위는 14다

  시나리오: 선수 카드에 없는 항목
    그러면 카드 "헥토르"의 마라톤 점수는 14다

  시나리오: 잘못 쓴 답
    만일 안나가 "헥토로"를 고른다

  시나리오: 칩 줄의 맨 위의 틀린 종목
    그러면 멀리뛰기의 칩 줄의 맨 위에 "2점짜리 높이뛰기"가 있다

  시나리오: 빈 칩 줄의 틀린 종목
    그러면 멀리뛰기의 칩 줄은 비어 있다

  시나리오: 칩 줄의 칩 수의 틀린 종목
    그러면 멀리뛰기의 칩 줄에 칩이 4개 있다

  시나리오: 칩 줄의 순서의 틀린 종목
    그러면 멀리뛰기의 칩 줄에는 위에서부터 "3점짜리 높이뛰기"와 "4점짜리 높이뛰기"가 있다

  시나리오: 같지 않은 순위의 틀린 종목
    그러면 카드덱과 모든 손의 어떤 두 카드도 멀리뛰기 순위가 같지 않다

  시나리오: 읽을 항목의 틀린 종목
    조건 선수 카드의 순위는 마라톤, 원반 던지기, 멀리뛰기, 활쏘기와 종합 경기에서 읽는다
    그러면 카드덱과 모든 손의 카드 중 12장은 가장 좋은 순위가 1위에서 3위 사이다

  시나리오: 종목이 틀린 칩의 점수
    그러면 모든 칩 줄, I 칸과 II 칸에서 종목이 멀리뛰기인 칩의 점수는 2, 3, 4, 5와 6이다

  시나리오: 종목 결정에서 고를 수 없는 틀린 종목
    조건 벤의 손에 "아이아스", "이아손", "선수 48"과 "선수 20"이 있다
    그리고 클레오의 손에 "페르세우스", "아탈란테", "선수 50"과 "선수 19"가 있다
    그리고 카드 "헥토르"의 마라톤 순위는 14다
    그리고 카드 "아이아스"의 마라톤 순위는 25다
    그리고 카드 "페르세우스"의 마라톤 순위는 29다
    만일 플레이어들이 다음과 같이 고른다:
      | 플레이어 | 선택    |
      | 안나   | 헥토르   |
      | 벤    | 아이아스  |
      | 클레오  | 페르세우스 |
    그러면 클레오는 "멀리뛰기"를 고를 수 없다

  시나리오: 고른 칩의 틀린 종목
    조건 벤이 "2점짜리 멀리뛰기"를 골랐다
    그러면 게임이 끝나지 않았다

  시나리오: 없는 플레이어의 손
    조건 안니의 손에 "헥토르"가 있다
    그러면 게임이 끝나지 않았다

  시나리오: 없는 플레이어가 고른 횟수
    그러면 안니가 낼 선수를 0번 골랐다

  시나리오: 없는 플레이어가 본 카드
    그러면 안니가 "헥토르"를 보았다
`;

/** the English twins of the Korean failures above: the same checks, told in English */
const ENGLISH_FAILURES = `@olympia-2000 @translators-own
Feature: a translator's own English scenarios
  Background:
    Given the game "olympia-2000"
    And the players Anna, Ben and Cleo
    And Anna chose marathon 2 for "opening tile for circle I"
    And Anna chose multi-event 2 for "opening tile for circle II"
    And Anna's hand holds hector, castor, athlete-30 and athlete-49

  Scenario: a misspelt discipline in a test deck
    Given in a test deck the card "ajax" has placing 29 in long-jmup
    Then Anna's hand holds 4 cards

  Scenario: a misspelt discipline in a card check
    Then the card "hector" has placing 14 in long-jmup

  Scenario: an attribute the card lacks
    Then the card "hector" has value 14

  Scenario: a misspelt answer
    When the players choose:
      | player | answer |
      | Anna   | hectro |

  Scenario: a misspelt discipline in a zone's top card
    Then the row of long-jmup has long-jump 2 on top

  Scenario: a misspelt discipline in an empty zone
    Then the row of long-jmup is empty

  Scenario: a misspelt discipline in a zone's count
    Then the row of long-jmup holds 4 cards

  Scenario: a misspelt discipline in a zone's order
    Then the cards of the row of long-jmup, from the top, are long-jump 3 and long-jump 4

  Scenario: a misspelt discipline in no two cards share
    Then no two cards in the pile and every hand share a placing number in long-jmup

  Scenario: a misspelt discipline in the entries to read
    Given a card's placing is read in marathon, discus, long-jmup, archery and multi-event
    Then 12 of the cards in the pile and every hand have their lowest placing between 1 and 3

  Scenario: a misspelt discipline in the cards with a value
    Then the cards in every row, circle-1 and circle-2 with discipline long-jmup have value 2, 3, 4, 5 and 6

  Scenario: a misspelt discipline at a discipline decision
    Given Ben's hand holds ajax, jason, athlete-48 and athlete-20
    And Cleo's hand holds perseus, atalanta, athlete-50 and athlete-19
    And the placing of these cards in marathon:
      | hector  | 14 |
      | ajax    | 25 |
      | perseus | 29 |
    When the players choose:
      | player | answer  |
      | Anna   | hector  |
      | Ben    | ajax    |
      | Cleo   | perseus |
    Then Cleo cannot choose long-jmup

  Scenario: a misspelt tile among the set-up answers
    Given Ben chose marathn 2
    Then the game is not over

  Scenario: a misspelt player's hand
    Given Ana's hand holds hector
    Then the game is not over

  Scenario: a misspelt player's choices
    Then Ana chose "athlete to play" 0 times

  Scenario: a misspelt player who looked
    Then Ana looked at hector in secret
`;

const NO_GAME = `${HEADER}
  시나리오: 게임이 없는 시나리오
    그러면 옵션 "같은 총점"의 기본값은 "모두 승자"다
`;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** a step's Korean failure: the step, then the sentence that tells it */
const stepFailure = (step: string, told: string): RegExp => new RegExp(`단계 실패 \\([^\\n]*\\): ${escaped(step)}\\n +${escaped(told)}`);

describe("a translator's own Korean scenarios under agon conform --lang ko", () => {
  const where = "features/ko/olympia-2000/translators-own.feature";
  let run: CliRun;

  beforeAll(async () => {
    const project = tempProject(ROOT, [
      "package.json",
      "cucumber.mjs",
      "scripts",
      "rules",
      "cards",
      "features",
      "dist",
      "grammar",
      "src",
      "tsconfig.json",
    ]);
    writeFileSync(join(project, where), PARTICLES);
    writeFileSync(join(project, "features/ko/olympia-2000/translators-failures.feature"), FAILURES);
    writeFileSync(join(project, "features/ko/olympia-2000/translators-no-game.feature"), NO_GAME);
    writeFileSync(join(project, "features/olympia-2000/translators-english.feature"), ENGLISH_FAILURES);
    run = await agonProcess(["conform", "--lang", "ko", "--tags", "@translators-own", "--reports", tempFolder()], { cwd: project });
  }, 300_000);

  it("tells a step no definition matches in Korean, with its place and the particle the step takes", () => {
    expect(run.code).toBe(1);
    // 안나은 stands at column 8 of line 8 (after "    만일 ")
    expect(run.stdout).toContain(
      `${where}:8:8: 정의되지 않은 단계: 안나은 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다\n` +
        `  = 도움말: 조사가 앞말과 맞지 않는다: "안나은" 대신 "안나가"로 쓴다 (안나가 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다)\n`,
    );
    // a step with no particle to blame is told so, not given a wrong fix (게임이 → 게임은 would
    // match "게임은 ...다", a step of another sentence)
    expect(run.stdout).toContain(`${where}:10:5: 정의되지 않은 단계: 게임이 끝나지 않았다\n  = 도움말: 이 문장에 맞는 단계가 없다`);
    // a wrong copula after a number and its unit, which no step matches
    expect(run.stdout).toContain('  = 도움말: 조사가 앞말과 맞지 않는다: "0점다" 대신 "0점이다"로 쓴다 (안나의 총점은 아직 0점이다)');
  });

  it("refuses a wrong particle after every word a step leaves open: a list's 와/과, the copula, a number, a rule ID", () => {
    for (const fix of ['"벤와" → "벤과"', '"벤다" → "벤이다"', '"3를" → "3을"', '"OLY-T9을" → "OLY-T9를"'])
      expect(run.stdout).toContain(`고칠 곳: ${fix}`);
  });

  it("tells each failure in Korean, naming things by their Korean names, with no stack trace", () => {
    for (const told of [
      "도라는 이 게임의 플레이어가 아니다 (플레이어: 안나, 벤, 클레오)",
      '게임이 끝나지 않았다 (기다리는 결정: 안나의 "낼 선수", 선택지: "헥토르", "카스토르", "선수 30", "선수 49")',
      '태그 @refill-after-giving=nonsense (features/ko/olympia-2000/translators-failures.feature:18): 옵션 "카드를 넘긴 뒤"에 "nonsense"라는 값은 없다 (값: "다음 카드를 확인한다" [draw-again], "나머지에게 1장씩 준다" [deal-rest])',
      '카드 "헥토르"는 목발을 짚은 선수가 아니다',
      '"I 칸에 놓을 칩"을 1번 골랐다 (기대: 고르지 않음)',
      "클레오의 결정을 기다려야 하는데, 게임이 이미 끝났다",
      // a tile named as the account names it, or near it, is suggested by its card name
      '"마라톤 2점"이라는 카드는 없다 ("2점짜리 마라톤"을 말하는가?)',
      '게임이 정해지지 않았다: 시나리오를 "조건 게임은 올림피아 2000이다"처럼 시작한다',
    ])
      expect(run.stdout).toContain(told);
    expect(run.stdout).not.toMatch(/^\s+at /m);
    // (the English twins, further down, fail in English)
    const korean = run.stdout
      .split(/\n(?=\d+\) )/)
      .filter((failure) => !failure.includes("translators-english"))
      .join("\n");
    expect(korean).not.toMatch(/\bhas no\b|\bwas chosen\b|\bno game yet\b|\bnot over\b|did you mean/);
  });

  it("fails a misspelt discipline or a missing attribute at the step that names it, with a did-you-mean, in Korean", () => {
    const line = FAILURES.split("\n").findIndex((l) => l.includes('"아이아스"의 멀리뛰기')) + 1;
    const discipline =
      '"멀리뛰기"는 이 게임의 종목이 아니다 (종목: 마라톤, 원반 던지기, 높이뛰기, 활쏘기, 종합 경기). "높이뛰기"를 말하는가?';
    for (const [step, told] of [
      ['시험용으로 카드의 값을 바꾼다): 시험을 위해 카드 "아이아스"의 멀리뛰기 순위를 29로 바꾼다', discipline],
      ['카드의 값이 이렇다): 카드 "헥토르"의 멀리뛰기 순위는 14다', discipline],
      ['카드의 값이 이렇다): 카드 "헥토르"의 마라톤 점수는 14다', '선수 카드에는 "점수"가 없다 (선수 카드의 항목: 순위, 목발을 짚은 선수)'],
      [
        '결정을 내린다): 안나가 "헥토로"를 고른다',
        '안나는 "헥토로"로 답할 수 없다 ("헥토르"를 말하는가?) (기다리는 결정: 안나의 "낼 선수", 선택지: "헥토르", "카스토르", "선수 30", "선수 49")',
      ],
    ])
      expect(run.stdout).toMatch(new RegExp(`단계 실패 \\(${escaped(step!)}\\n +${escaped(told!)}`));
    // the test-deck step itself fails, not the step after it; and no engine error reaches the page
    expect(run.stdout).toContain(
      `✖ 조건 시험을 위해 카드 "아이아스"의 멀리뛰기 순위를 29로 바꾼다 (features/ko/olympia-2000/translators-failures.feature:${line})`,
    );
    expect(run.stdout).not.toMatch(/AgonError|card change:|규칙 파일을 실행하다/);
  });

  it("fails a misspelt discipline at the step that names it in every step form that names one, in Korean", () => {
    const discipline =
      '"멀리뛰기"는 이 게임의 종목이 아니다 (종목: 마라톤, 원반 던지기, 높이뛰기, 활쏘기, 종합 경기). "높이뛰기"를 말하는가?';
    for (const step of [
      '그 카드가 맨 위에 있다): 멀리뛰기의 칩 줄의 맨 위에 "2점짜리 높이뛰기"가 있다',
      "그 구역은 비어 있다): 멀리뛰기의 칩 줄은 비어 있다",
      "그 구역에 그만큼 있다): 멀리뛰기의 칩 줄에 칩이 4개 있다",
      '그 구역의 카드가 이 순서다): 멀리뛰기의 칩 줄에는 위에서부터 "3점짜리 높이뛰기"와 "4점짜리 높이뛰기"가 있다',
      "어떤 두 카드도 같은 값이 아니다): 카드덱과 모든 손의 어떤 두 카드도 멀리뛰기 순위가 같지 않다",
      "속성을 읽을 항목): 선수 카드의 순위는 마라톤, 원반 던지기, 멀리뛰기, 활쏘기와 종합 경기에서 읽는다",
      "그런 카드들의 값): 모든 칩 줄, I 칸과 II 칸에서 종목이 멀리뛰기인 칩의 점수는 2, 3, 4, 5와 6이다",
    ])
      expect(run.stdout).toMatch(new RegExp(`단계 실패 \\(${escaped(step)}\\n +${escaped(discipline)}`));
    // the background-like 읽는다 step fails itself, not the step that reads the entries after it
    const line = FAILURES.split("\n").findIndex((l) => l.includes("멀리뛰기, 활쏘기와 종합 경기에서 읽는다")) + 1;
    expect(run.stdout).toContain(
      `✖ 조건 선수 카드의 순위는 마라톤, 원반 던지기, 멀리뛰기, 활쏘기와 종합 경기에서 읽는다 (features/ko/olympia-2000/translators-failures.feature:${line})`,
    );
    expect(run.stdout).not.toMatch(/unknown-enum-value|unknown-attribute|없음이다 \(기대/);
  });

  it("fails a misspelt discipline at a decision, and a misspelt set-up tile, at that step, with a did-you-mean (review 6)", () => {
    expect(run.stdout).toMatch(
      stepFailure(
        '클레오는 "멀리뛰기"를 고를 수 없다',
        '"멀리뛰기"는 이 게임의 종목이 아니다 (종목: 마라톤, 원반 던지기, 높이뛰기, 활쏘기, 종합 경기). "높이뛰기"를 말하는가?',
      ),
    );
    expect(run.stdout).toMatch(
      stepFailure('벤이 "2점짜리 멀리뛰기"를 골랐다', '"2점짜리 멀리뛰기"라는 카드는 없다 ("2점짜리 높이뛰기"를 말하는가?)'),
    );
    // the Given fails itself, not the step after it
    expect(run.stdout).toMatch(new RegExp(`✖ 조건 ${escaped('벤이 "2점짜리 멀리뛰기"를 골랐다')} \\(`));
    for (const told of [
      '"long-jmup" is not a discipline of this game (discipline: marathon, discus, long-jump, archery, multi-event); did you mean "long-jump"?',
      'no card is called "marathn 2"',
    ])
      expect(run.stdout).toContain(told);
    for (const step of ["Then Cleo cannot choose long-jmup", "Given Ben chose marathn 2"]) expect(run.stdout).toContain(`✖ ${step} (`);
  });

  it("fails a misspelt player at that step in every form, with a did-you-mean (review 6)", () => {
    const ani = '안니는 이 게임의 플레이어가 아니다 (플레이어: 안나, 벤, 클레오). "안나"를 말하는가?';
    for (const step of ['안니의 손에 "헥토르"가 있다', "안니가 낼 선수를 0번 골랐다", '안니가 "헥토르"를 보았다'])
      expect(run.stdout).toMatch(stepFailure(step, ani));
    expect(run.stdout).toMatch(new RegExp(`✖ 조건 ${escaped('안니의 손에 "헥토르"가 있다')} \\(`));
    expect(run.stdout).not.toMatch(/unknown-player|단계에 쓴 이름을 이 게임에서 찾을 수 없다/);
    expect(run.stdout).toContain("Ana is not one of the players (Anna, Ben, Cleo); did you mean Anna?");
    for (const step of ["Given Ana's hand holds hector", 'Then Ana chose "athlete to play" 0 times', "Then Ana looked at hector in secret"])
      expect(run.stdout).toContain(`✖ ${step} (`);
  });

  it("tells the same failures of the English twins in English", () => {
    for (const told of [
      '"long-jmup" is not a discipline of this game (discipline: marathon, discus, long-jump, archery, multi-event); did you mean "long-jump"?',
      'the card "hector" (athlete) has no attribute value (the attributes of athlete: placing, loser)',
      'Anna cannot answer "hectro" to',
      'did you mean "hector"?',
    ])
      expect(run.stdout).toContain(told);
    // every English step form that names a discipline fails at that step, with the same sentence
    const english = run.stdout
      .split(/\n(?=\d+\) )/)
      .filter((failure) => failure.includes("translators-english") && failure.includes("long-jmup"));
    expect(english).toHaveLength(10);
    for (const failure of english) {
      expect(failure).toMatch(
        /is not a discipline of this game \(discipline: marathon, discus, long-jump, archery, multi-event\); did you mean "long-jump"\?/,
      );
      expect(failure).not.toMatch(/unknown-enum-value|unknown-attribute/);
    }
    expect(run.stdout).toMatch(/✖ Given a card's placing is read in marathon, discus, long-jmup, archery and multi-event/);
  });

  it("ends with the run's summary in Korean, not Cucumber's English one", () => {
    expect(run.stdout).toMatch(/^실패한 시나리오:$/m);
    expect(run.stdout).toMatch(/^1\) 시나리오: .+ \(features\/ko\/olympia-2000\/translators-\S+\.feature:\d+\)$/m);
    expect(run.stdout).toMatch(/^시나리오 \d+개 \(실패 \d+개, 정의되지 않음 \d+개\)$/m);
    for (const english of ["Failures:", "Scenario:", "Undefined. Implement", " scenarios (", " steps ("])
      expect(run.stdout).not.toContain(english);
    expect(run.stdout).toContain("정의되지 않은 단계가 있는 시나리오 2개");
  });
});
