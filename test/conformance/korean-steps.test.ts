// The Korean features read as Korean: no step line names a thing by an identifier of the rules or
// card files (pile, loser, marathon, ajax, "athlete to play"), and every particle after a name is
// the one that name takes (클레오가, 벤이, "선수 13"이, I 칸으로).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allRuleNames } from "../../grammar/rule-names.js";
import { gameInfo, loadGame, localizedNames } from "../../src/index.js";
import { readRuleNotes } from "../../src/conformance/rule-notes.js";
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

describe("the Korean features and the divergences", () => {
  const info = gameInfo(game!);
  const notes = readRuleNotes("rules/olympia-2000.agon")!;
  const text = (dir: string) => featureFiles(dir).map((file) => readFileSync(file, "utf8"));

  it("tag a scenario with every value a book's reading names, in each language (the reading is then checked)", () => {
    const korean = text(KO_FEATURES).join("\n");
    const english = text("features/olympia-2000").join("\n");
    const untagged = info.divergences
      .filter((d) => d.kind === "option")
      .flatMap((d) => d.readings.filter((r) => r.value !== undefined).map((r) => `@${d.subject}=${r.value}`))
      .filter((tag) => !new RegExp(`${tag}(?![\\w-])`).test(korean) || !new RegExp(`${tag}(?![\\w-])`).test(english));
    expect([...new Set(untagged)]).toEqual([]);
  });

  it("name a divergence in a comment by its Korean title, as the CLI and the page do", () => {
    const titles = new Set(Object.values(notes.divergences!).map((n) => n.title));
    // a comment's lines read as one: a citation may run over a line end
    const comments = text(KO_FEATURES).flatMap((t) =>
      t
        .split(/\n(?!\s*#)/)
        .map((block) => block.replace(/\n\s*#\s*/g, " "))
        .filter((block) => block.includes("갈리는 곳")),
    );
    expect(comments.length).toBeGreaterThan(10);
    for (const comment of comments)
      for (const m of comment.matchAll(/\(갈리는 곳: ([^).]+)[).]/g))
        for (const title of m[1]!.split(", ")) expect(titles.has(title.trim()), `${title} (${comment.trim()})`).toBe(true);
  });
});

describe("what a failing Korean step says", async () => {
  const { optionHint } = await import("../../features/support/ko-messages.js");

  it("lists the scenario's options and their values by their Korean names, with the tag each one is", () => {
    expect(optionHint(game!, { "consolation-points": "uncounted" })).toBe(
      "\n  이 시나리오의 옵션: 위로 칩 점수 = 더하지 않는다 (@consolation-points=uncounted)",
    );
    expect(optionHint(game!, { "hand-size": 5 })).toBe("\n  이 시나리오의 옵션: 손의 카드 수 = 5 (@hand-size=5)");
    expect(optionHint(game!, {})).toBe("");
  });
});

describe("Korean counts", async () => {
  const { checkCounter, parseKoZone, parseKoZones, koList } = await import("../../features/support/ko.js");

  it("count cards in 장 and chips in 개, by the Korean name of the zone's kind", async () => {
    const pile = parseKoZone(game!, "카드덱");
    expect(() => checkCounter(game!, [pile], "카드", "장")).not.toThrow();
    const { StepFailure } = await import("../../features/support/failures.js");
    const { koreanNamer } = await import("../../features/support/namers.js");
    const told = (check: () => void): string => {
      try {
        check();
      } catch (e) {
        if (e instanceof StepFailure) return e.in(koreanNamer(game!));
        throw e;
      }
      return "";
    };
    // the writer's own number in the right form, not an example's
    expect(told(() => checkCounter(game!, [pile], "칩", "개", 43))).toBe('카드덱에는 카드가 있다: "카드가 43장"으로 쓴다');
    expect(told(() => checkCounter(game!, [parseKoZone(game!, "위로 칩 더미")], "칩", "장", 7))).toBe('칩은 개로 센다: "칩이 7개"로 쓴다');
    expect(told(() => checkCounter(game!, [pile], "카드", "개", 43))).toBe('카드는 장으로 센다: "카드가 43장"으로 쓴다');
  });

  it("read zone phrases and lists by their Korean names", () => {
    expect(parseKoZone(game!, "안나의 위로 칩")).toEqual({ name: "consolations", index: "안나", text: "안나의 위로 칩" });
    expect(parseKoZone(game!, "원반 던지기의 칩 줄")).toEqual({ name: "row", index: "discus", text: "원반 던지기의 칩 줄" });
    expect(parseKoZones(game!, "카드덱과 모든 손").map((z) => [z.name, z.every ?? false])).toEqual([
      ["pile", false],
      ["hand", true],
    ]);
    expect(koList("안나, 벤과 클레오")).toEqual(["안나", "벤", "클레오"]);
    expect(() => parseKoZone(game!, "pile")).toThrow(/Korean name of a zone .*카드덱/);
  });

  it("finds a wrong particle in a step, with the right form (what every Korean step checks before it runs)", () => {
    expect(wrongParticles("안나은 낼 선수를 고른다", ["안나"])).toEqual([{ written: "안나은", right: "안나는" }]);
    expect(wrongParticles("안나이 딜러다", ["안나"])).toEqual([{ written: "안나이", right: "안나가" }]);
    expect(wrongParticles('벤이 "선수 13"를 고른다', ["벤"])).toEqual([{ written: '"선수 13"를', right: '"선수 13"을' }]);
    expect(wrongParticles("벤이 안나를 고른다", ["벤", "안나"])).toEqual([]);
  });

  it("finds a wrong particle or copula after every slot a step takes: names, lists, numbers, rule IDs, quotes", async () => {
    const { slotParticles } = await import("../../features/support/josa.js");
    const slots = (pattern: RegExp, text: string) => slotParticles(text, new RegExp(pattern.source, "d").exec(text)!.indices!.slice(1));
    const players = /^플레이어는 (.+?)(?:이다|다)$/;
    expect(slots(players, "플레이어는 안나, 벤와 클레오다")).toEqual([{ written: "벤와", right: "벤과" }]);
    expect(slots(players, "플레이어는 안나과 벤이다")).toEqual([{ written: "안나과", right: "안나와" }]);
    expect(slots(players, "플레이어는 안나와 벤다")).toEqual([{ written: "벤다", right: "벤이다" }]);
    expect(slots(players, "플레이어는 안나, 벤과 클레오다")).toEqual([]);
    // 이다 after a vowel is as right as 다
    expect(slots(players, "플레이어는 안나와 클레오이다")).toEqual([]);
    expect(slots(/^승자는 (.+?)(?:이다|다)$/, "승자는 벤다")).toEqual([{ written: "벤다", right: "벤이다" }]);
    expect(slots(/^옵션 "([^"]+)"에 (\d+)(?:을|를) 쓸 수 있다$/, '옵션 "손의 카드 수"에 3를 쓸 수 있다')).toEqual([
      { written: "3를", right: "3을" },
    ]);
    expect(
      slots(/^옵션 "([^"]+)"(?:은|는) ([A-Z]+-[A-Z]+\d+)(?:을|를) 정한다$/, '옵션 "다시 하는 경기의 카드덱"은 OLY-T9을 정한다'),
    ).toEqual([{ written: "OLY-T9을", right: "OLY-T9를" }]);
    expect(slots(/^옵션 "([^"]+)"의 기본값은 "([^"]+)"(?:이다|다)$/, '옵션 "같은 총점"의 기본값은 "모두 승자"이다')).toEqual([]);
    expect(slots(/^옵션 "([^"]+)"의 기본값은 "([^"]+)"(?:이다|다)$/, '옵션 "손의 카드 수"의 기본값은 "4점"다')).toEqual([
      { written: '"4점"다', right: '"4점"이다' },
    ]);
  });
});
