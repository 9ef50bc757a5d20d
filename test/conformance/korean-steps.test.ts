// The Korean features read as Korean: no step line names a thing by an identifier of the rules or
// card files (pile, loser, marathon, ajax, "athlete to play"), and every particle after a name is
// the one that name takes (클레오가, 벤이, "선수 13"이, I 칸으로).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allRuleNames } from "../../grammar/rule-names.js";
import { loadGame, localizedNames } from "../../src/index.js";
import { PAIR_OF, particle, wrongParticles } from "../../features/support/josa.js";

const KO_FEATURES = "features/ko";
const STEP = /^\s*(?:조건|먼저|만일|만약|그러면|그리고|하지만|단)\s+(.+?)\s*$/;

function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? featureFiles(path.join(dir, e.name)) : e.name.endsWith(".feature") ? [path.join(dir, e.name)] : [],
  );
}

/** Every step line and table row of the Korean features (what a step reads), with its place. */
function stepTexts(): { where: string; text: string }[] {
  return featureFiles(KO_FEATURES).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => {
        const step = line.match(STEP)?.[1] ?? (line.trim().startsWith("|") ? line.trim() : undefined);
        return step === undefined ? [] : [{ where: `${file}:${i + 1}`, text: step }];
      }),
  );
}

const { game } = loadGame("rules/olympia-2000.agon");
const program = game!.program;

/** The names the rules and card files declare, and the English labels of their choices. */
function identifiers(): string[] {
  const names = new Set<string>([program.game!.name.name, ...allRuleNames(program)]);
  for (const map of [program.enums, program.kinds, program.zones, program.vars, program.tables, program.functions, program.options]) {
    for (const key of map.keys()) names.add(key);
  }
  for (const e of program.enums.values()) for (const v of e.values) names.add(v.name.name);
  for (const k of program.kinds.values()) for (const a of k.attributes) names.add(a.name.name);
  for (const o of program.options.values()) for (const v of o.values) names.add(v.name);
  for (const t of program.triggers) names.add(t.name.name);
  for (const c of program.cards) names.add(c.id);
  for (const d of localizedNames(game!)) names.add(d.name);
  return [...names];
}

describe("the Korean features", () => {
  const steps = stepTexts();

  it("are there to check", () => {
    expect(steps.length).toBeGreaterThan(200);
  });

  it("name no identifier of the rules or card files in a step line", () => {
    const ids = identifiers();
    expect(ids).toEqual(expect.arrayContaining(["pile", "loser", "marathon", "ajax", "athlete to play", "consolation-1", "hands-empty"]));
    const found = steps.flatMap(({ where, text }) =>
      ids
        .filter((id) => new RegExp(`(?<![A-Za-z0-9-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9-])`).test(text))
        .map((id) => `${where}: ${id}`),
    );
    expect(found).toEqual([]);
  });

  it("name no identifier in a comment, a scenario's name or a description either, but where it is typed (`--option x=y`)", () => {
    const ids = identifiers();
    const prose = featureFiles(KO_FEATURES).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => {
          const text = line.trim();
          if (text === "" || text.startsWith("@") || text.startsWith("|") || STEP.test(line) || text.startsWith("# language:")) return [];
          return [{ where: `${file}:${i + 1}`, text: text.replace(/--option [a-z0-9-]+(=[A-Za-z0-9-]+)?/g, "") }];
        }),
    );
    expect(prose.length).toBeGreaterThan(100);
    const found = prose.flatMap(({ where, text }) =>
      ids
        .filter((id) => new RegExp(`(?<![A-Za-z0-9-])${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9-])`).test(text))
        .map((id) => `${where}: ${id}`),
    );
    expect(found).toEqual([]);
  });

  it("put after each name the particle that name takes", () => {
    const players = ["안나", "벤", "클레오", "도라", "에밀"];
    const koNames = [...localizedNames(game!).flatMap((d) => (d.names.ko ? [d.names.ko] : [])), ...players, "카드", "칩"];
    const wrong: string[] = [];
    let checked = 0;
    for (const { where, text } of steps) {
      for (const m of text.matchAll(/"([^"]+)"(으로|이|가|은|는|을|를|와|과|로)(?=[\s,]|$)/g)) {
        checked++;
        if (particle(m[1]!, PAIR_OF[m[2]!]!) !== m[2]) wrong.push(`${where}: "${m[1]}"${m[2]}`);
      }
      for (const name of koNames) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        for (const m of text.matchAll(new RegExp(`(?<=^|\\s)${escaped}(으로|이|가|은|는|을|를|와|과|로)(?=[\\s,]|$)`, "g"))) {
          checked++;
          if (particle(name, PAIR_OF[m[1]!]!) !== m[1]) wrong.push(`${where}: ${name}${m[1]}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it("read a particle by the syllable a name ends in, a trailing digit as it is read aloud", () => {
    expect([particle("클레오", "이/가"), particle("벤", "이/가"), particle("선수 13", "이/가"), particle("선수 14", "이/가")]).toEqual([
      "가",
      "이",
      "이",
      "가",
    ]);
    expect([particle("I 칸", "으로/로"), particle("마라톤 1", "으로/로"), particle("선수 20", "와/과")]).toEqual(["으로", "로", "과"]);
  });
});

describe("what a failing Korean step says", async () => {
  const { inKorean, koreanDetail, optionHint } = await import("../../features/support/ko-messages.js");

  it("names cards, zones, choices and symbols by their Korean names", () => {
    const english = `expected Anna's "athlete to play" to be pending; hand[Anna] holds athlete-13, ajax and marathon-2, not long-jump`;
    expect(inKorean(game!, english)).toBe(
      `expected Anna's "낼 선수" to be pending; Anna의 손 holds 선수 13, 아이아스 and 2점짜리 마라톤, not 높이뛰기`,
    );
  });

  it("says in Korean what the English twin of a step found", () => {
    expect(koreanDetail(game!, "Ben scores 48, expected 51")).toBe("Ben의 총점은 48점이다 (기대: 51점)");
    expect(koreanDetail(game!, `circle-2 holds "marathon-3", expected "marathon-4"`)).toBe(
      `II 칸에 "3점짜리 마라톤"이 있다 (기대: "4점짜리 마라톤")`,
    );
    expect(
      koreanDetail(
        game!,
        `expected 벤's "discipline for circle II" to be pending, but the game waits for 클레오's "discipline for circle II" (options "marathon")`,
      ),
    ).toBe(`벤의 "II 칸에 놓을 종목" 결정을 기다려야 한다. 게임이 기다리는 결정: 클레오의 "II 칸에 놓을 종목" (선택지: "마라톤")`);
    expect(koreanDetail(game!, 'hand[안나] holds nothing, expected "athlete-13"')).toBe(`안나의 손은 비어 있다 (기대: "선수 13")`);
  });

  it("leaves no English in the failures the Korean steps met, counts cards in 장 and chips in 개, and suggests a card name", () => {
    const said = (english: string) => koreanDetail(game!, english);
    expect(said("castor has placing in marathon 3, not 4")).toBe("카드 카스토르의 마라톤 순위는 3이다 (기대: 4)");
    expect(said('no card is called "헥토로" (in ko, nor as an id); did you mean "헥토르"?')).toBe(
      '"헥토로"라는 카드는 없다 ("헥토르"를 말하는가?)',
    );
    expect(said("pile holds 55 cards, expected 40")).toBe("카드덱에 카드가 55장 있다 (기대: 40장)");
    expect(said("consolation-supply holds 7 cards, expected 3")).toBe("공급처에 칩이 7개 있다 (기대: 3개)");
    expect(
      said(`안나 cannot answer "marathon-3" to 안나's "opening tile for circle I" (options "marathon-2"): illegal-choice: not an option`),
    ).toBe(
      '안나는 "3점짜리 마라톤"으로 답할 수 없다: 게임이 받지 않는 답이다 (기다리는 결정: 안나의 "I 칸에 놓을 칩" (선택지: "2점짜리 마라톤"))',
    );
    // only an illegal choice is an answer the game does not take: a budget that ran out while the
    // answer was played keeps its reason (agon mutate tells a runaway game by it)
    expect(
      said(
        `안나 cannot answer "marathon-3" to 안나's "opening tile for circle I" (options "marathon-3"): step-budget-exceeded: more than 4096 steps of work (rule \`contest\`)`,
      ),
    ).toBe(
      '안나는 "3점짜리 마라톤"으로 답할 수 없다 (기다리는 결정: 안나의 "I 칸에 놓을 칩" (선택지: "3점짜리 마라톤")): step-budget-exceeded: more than 4096 steps of work (rule `contest`)',
    );
    expect(said("도라 is not one of the players (안나, 벤)")).toBe("도라는 플레이어가 아니다 (플레이어: 안나, 벤)");
    expect(said("안나's points is -1, expected 0")).toBe("안나의 총점은 -1이다 (기대: 0)");
    for (const english of [
      "no rule tagged OLY-T7 moved, shuffled, revealed, showed, asked or set anything in the last action",
      "the game waits for no decision (the game is over)",
      `"marathon-3" is among the options of 클레오's "discipline for circle II" (options "marathon")`,
    ])
      expect(said(english).replace(/OLY-T\d+|\bI{1,2} 칸/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("lists the scenario's options and their values by their Korean names, with the tag each one is", () => {
    expect(optionHint(game!, { "consolation-points": "uncounted" })).toBe(
      "\n  이 시나리오의 옵션: 위로 칩 점수 = 더하지 않는다 (@consolation-points=uncounted)",
    );
    expect(optionHint(game!, { "hand-size": 5 })).toBe("\n  이 시나리오의 옵션: 손의 카드 수 = 5 (@hand-size=5)");
    expect(optionHint(game!, {})).toBe("");
  });

  it("says in Korean what an option step found, whatever the spaces in the option's Korean name", () => {
    // the English detail names the option by its identifier, which inKorean turns into 손의 카드 수
    expect(koreanDetail(game!, "hand-size defaults to 4, not 5")).toBe("손의 카드 수의 기본값은 4다 (기대: 5)");
    expect(koreanDetail(game!, "refill-after-giving resolves OLY-T7, not OLY-T9")).toBe("카드를 넘긴 뒤는 OLY-T7을 정한다 (기대: OLY-T9)");
  });
});

describe("Korean counts", async () => {
  const { checkCounter, parseKoZone, parseKoZones, koList } = await import("../../features/support/ko.js");

  it("count cards in 장 and chips in 개, by the Korean name of the zone's kind", () => {
    const pile = parseKoZone(game!, "카드덱");
    expect(() => checkCounter(game!, [pile], "카드", "장")).not.toThrow();
    expect(() => checkCounter(game!, [pile], "칩", "개")).toThrow('카드덱에는 카드가 있다: "카드가 N장"이라고 쓴다');
    expect(() => checkCounter(game!, [parseKoZone(game!, "공급처")], "칩", "장")).toThrow('칩은 개로 센다: "칩이 N개"');
  });

  it("read zone phrases and lists by their Korean names", () => {
    expect(parseKoZone(game!, "안나의 위로 칩")).toEqual({ name: "consolations", index: "안나", text: "안나의 위로 칩" });
    expect(parseKoZone(game!, "원반 던지기의 칩 줄")).toEqual({ name: "row", index: "discus", text: "원반 던지기의 칩 줄" });
    expect(parseKoZones(game!, "카드덱과 모든 손").map((z) => [z.name, z.every ?? false])).toEqual([
      ["pile", false],
      ["hand", true],
    ]);
    expect(koList("안나, 벤과 클레오")).toEqual(["안나", "벤", "클레오"]);
    expect(() => parseKoZone(game!, "pile")).toThrow(/한국어 이름: .*카드덱/);
  });

  it("finds a wrong particle in a step, with the right form (what every Korean step checks before it runs)", () => {
    expect(wrongParticles("안나은 낼 선수를 고른다", ["안나"])).toEqual([{ written: "안나은", right: "안나는" }]);
    expect(wrongParticles("안나이 딜러다", ["안나"])).toEqual([{ written: "안나이", right: "안나가" }]);
    expect(wrongParticles('벤이 "선수 13"를 고른다', ["벤"])).toEqual([{ written: '"선수 13"를', right: '"선수 13"을' }]);
    expect(wrongParticles("벤이 안나를 고른다", ["벤", "안나"])).toEqual([]);
  });
});
