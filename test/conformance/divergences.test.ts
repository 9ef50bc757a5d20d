import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/loader.js";
import { divergenceInfo } from "../../src/interpreter/divergence-info.js";
import { gameInfo, loadGame } from "../../src/index.js";

const base = `
game g { players 2..4 }
enum suit { red, blue }
kind token { suit: suit }
cards token { generate suit in suit }
zone deck: token shared hidden holds all token
option scoring: high | low = high "which cards score"
option hand-size: int 1..5 = 3 "cards in hand"
rule setup { shuffle deck }
rule play { }
rule finish { winners players }
`;

function load(extra: string) {
  return loadProgram("/p/g.agon", { projectRoot: "/p", readFile: () => base + extra });
}

function codes(extra: string): string[] {
  return load(extra).diagnostics.map((d) => d.code);
}

describe("divergence declarations", () => {
  it("read an option's value per rulebook, and a naming divergence's words", () => {
    const { program, diagnostics } = load(`
divergence scoring "which cards score" {
  reading en high "the higher card scores"
  reading ko low "낮은 카드"
}
divergence blue "the second colour" {
  reading en "blue"
  reading ko "파랑"
}`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(divergenceInfo(program!)).toEqual([
      {
        subject: "scoring",
        kind: "option",
        summary: "which cards score",
        default: "high",
        readings: [
          { book: "en", value: "high", text: "the higher card scores" },
          { book: "ko", value: "low", text: "낮은 카드" },
        ],
      },
      {
        subject: "blue",
        kind: "naming",
        summary: "the second colour",
        readings: [
          { book: "en", text: "blue" },
          { book: "ko", text: "파랑" },
        ],
      },
    ]);
  });

  it("mark a reading its book only implies, and still take an option value named `implied`", () => {
    const { program, diagnostics } = load(`
option mood: implied | plain = plain "a value called implied"
divergence scoring "which cards score" {
  reading en high "the higher card scores"
  reading ko implied high "what it says needs the higher card"
}
divergence mood "x" {
  reading en implied "the word as a value"
  reading ko implied implied "both"
}`);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const [scoring, mood] = divergenceInfo(program!);
    expect(scoring!.readings).toEqual([
      { book: "en", value: "high", text: "the higher card scores" },
      { book: "ko", value: "high", implied: true, text: "what it says needs the higher card" },
    ]);
    expect(mood!.readings).toEqual([
      { book: "en", value: "implied", text: "the word as a value" },
      { book: "ko", value: "implied", implied: true, text: "both" },
    ]);
  });

  it("accept a rulebook silent on an option: a reading without a value", () => {
    expect(codes(`divergence scoring "x" { reading en high "high" reading ko "says nothing" }`)).toEqual([]);
  });

  it("report an unknown subject with a suggestion", () => {
    const d = load(`divergence scorng "x" { reading en high "a" reading ko low "b" }`).diagnostics;
    expect(d.map((x) => x.code)).toContain("unknown-divergence-subject");
    expect(d.find((x) => x.code === "unknown-divergence-subject")?.hint).toContain("scoring");
  });

  it("report a value the option lacks, with its place", () => {
    const d = load(`divergence scoring "x" { reading en high "a" reading ko lowest "b" }`).diagnostics.find(
      (x) => x.code === "unknown-option-value",
    );
    expect(d?.hint).toBe("its values are high, low");
    expect(d?.range?.start.line).toBe(base.split("\n").length);
  });

  it("report a value on a name that is not an enumerated option, and a rulebook read twice", () => {
    expect(codes(`divergence hand-size "x" { reading en high "a" reading ko "b" }`)).toContain("reading-value-without-option");
    expect(codes(`divergence red "x" { reading en "red" reading en "rouge" }`)).toContain("duplicate-reading");
  });

  it("accept a rulebook that contradicts itself: two readings with two different values", () => {
    const { program, diagnostics } = load(`divergence scoring "x" { reading en high "a" reading en low "b" reading ko low "c" }`);
    expect(diagnostics).toEqual([]);
    expect(divergenceInfo(program!)[0]!.readings.map((r) => `${r.book}=${r.value}`)).toEqual(["en=high", "en=low", "ko=low"]);
    expect(codes(`divergence scoring "x" { reading en high "a" reading en high "b" }`)).toContain("duplicate-reading");
    expect(codes(`divergence scoring "x" { reading en high "a" reading en "silent" }`)).toContain("duplicate-reading");
  });

  it("keep a reading's note apart from its quote, take a note alone, and refuse a reading with neither", () => {
    const { program, diagnostics } = load(`divergence red "x" { reading en "rot" note "an old word" reading ko note "not named" }`);
    expect(diagnostics).toEqual([]);
    expect(divergenceInfo(program!)[0]!.readings).toEqual([
      { book: "en", text: "rot", note: "an old word" },
      { book: "ko", note: "not named" },
    ]);
    expect(codes(`divergence scoring "x" { reading en high reading ko low "b" }`)).toContain("empty-reading");
  });

  it("may be about the game itself or a section of a rule", () => {
    expect(codes(`divergence g "x" { reading en "a" reading ko "b" }`)).toEqual([]);
    const sectioned = `divergence deal "x" { reading en "a" reading ko "b" }\nrule deal-out { rule deal { shuffle deck } }`;
    expect(codes(sectioned)).toEqual([]);
  });

  it("warn when a divergence has a single reading", () => {
    expect(load(`divergence red "x" { reading en "red" }`).diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["single-reading", "warning"],
    ]);
  });

  it("are parse errors without a summary", () => {
    expect(codes(`divergence red { reading en "red" }`).length).toBeGreaterThan(0);
  });
});

describe("the Olympia rules file", () => {
  const { game } = loadGame("rules/olympia-2000.agon");
  const divergences = gameInfo(game!).divergences;

  it("declares the two texts' readings of who picks the next discipline, the opening tiles, the score and the refill", () => {
    const readings = (subject: string) => divergences.find((d) => d.subject === subject)?.readings.map((r) => `${r.book}=${r.value}`);
    // the English text says worst, then [sic] the lowest number: it contradicts itself
    expect(readings("next-discipline-chooser")).toEqual(["en=worst", "en=best", "ko=worst"]);
    // 임의로 is "as one likes": both texts have the tiles chosen
    expect(readings("opening-tiles")).toEqual(["en=chosen", "ko=chosen"]);
    expect(readings("consolation-points")).toEqual(["en=counted", "ko=counted"]);
    expect(readings("refill-after-giving")).toEqual(["en=draw-again", "ko=draw-again"]);
  });

  it("marks as implied the Korean readings its summaries call silent (T7's refill, E3's 위로 점수), not S3's 골라, which it states", () => {
    const implied = divergences.flatMap((d) => d.readings.filter((r) => r.implied).map((r) => `${d.subject}:${r.book}`));
    expect(implied).toEqual(["refill-after-giving:ko", "consolation-points:ko"]);
  });

  it("quotes the Korean discipline names, and no English name the English text lacks", () => {
    const ko = (subject: string) => divergences.find((d) => d.subject === subject)?.readings.find((r) => r.book === "ko")?.text;
    const en = (subject: string) => divergences.find((d) => d.subject === subject)?.readings.find((r) => r.book === "en")?.text;
    expect(ko("archery")).toBe("활쏘기");
    expect(ko("long-jump")).toBe("높이뛰기");
    // nothing to quote: no words in quotation marks, a note that the name is missing
    const note = (subject: string) => divergences.find((d) => d.subject === subject)?.readings.find((r) => r.book === "en")?.note;
    for (const unnamed of ["discus", "long-jump", "archery"]) {
      expect(en(unnamed)).toBeUndefined();
      expect(note(unnamed)).toBe("not named");
    }
  });

  it("declares the Korean name of the long jump as a naming divergence", () => {
    expect(divergences.find((d) => d.subject === "long-jump")?.kind).toBe("naming");
  });

  it("declares a divergence for every option that settles a rule of the rulebooks", () => {
    const options = gameInfo(game!)
      .options.filter((o) => o.resolves.length > 0)
      .map((o) => o.name)
      .sort();
    expect(
      divergences
        .filter((d) => d.kind === "option")
        .map((d) => d.subject)
        .sort(),
    ).toEqual(options);
  });
});

describe("symbols by localized name", () => {
  it("finds an enum value by its name in a language, or by its own name", async () => {
    const { findSymbols } = await import("../../src/index.js");
    const { game } = loadGame("rules/olympia-2000.agon");
    expect(findSymbols(game!, "높이뛰기", "ko")).toEqual(["long-jump"]);
    expect(findSymbols(game!, "long jump", "en")).toEqual(["long-jump"]);
    expect(findSymbols(game!, "높이뛰기", "en")).toEqual([]);
    expect(findSymbols(game!, "archery")).toEqual(["archery"]);
  });

  it("finds zones, choices and the other declarations by their localized names, and back", async () => {
    const { findNamed, nameIn } = await import("../../src/index.js");
    const { game } = loadGame("rules/olympia-2000.agon");
    expect(findNamed(game!, "카드덱", "ko").map((d) => [d.thing, d.name, d.holds])).toEqual([["zone", "pile", "athlete"]]);
    expect(findNamed(game!, "낼 선수", "ko", "decision").map((d) => d.name)).toEqual(["athlete to play"]);
    expect(findNamed(game!, "낼 선수", "ko", "zone")).toEqual([]);
    expect(nameIn(game!, "attribute", "loser", "ko")).toBe("목발을 짚은 선수");
    expect(nameIn(game!, "enum-value", "archery", "ko")).toBe("활쏘기");
    expect(nameIn(game!, "zone", "pile", "fr")).toBe("pile");
  });
});

describe("the language reference", () => {
  it("documents the divergence declaration and its diagnostic codes", async () => {
    const { readFileSync } = await import("node:fs");
    const doc = readFileSync("docs/language.md", "utf8");
    expect(doc).toContain("### divergence");
    for (const code of ["unknown-divergence-subject", "reading-value-without-option", "duplicate-reading", "single-reading"]) {
      expect(doc).toContain(`| \`${code}\` |`);
    }
  });
});
