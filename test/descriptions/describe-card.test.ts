// `describe`: how cards read to a person, filled from their attributes (and the game's state).
import { describe, expect, it } from "vitest";
import { parseTemplate, templateRefs } from "../../grammar/description-template.js";
import { loadGame } from "../../src/index.js";
import { describeCard } from "../../src/interpreter/descriptions.js";

const olympeak = loadGame("rules/olympeak.agon").game!;
const olympia = loadGame("rules/olympia-2000.agon").game!;
const tricks = loadGame("rules/lead-and-follow.agon").game!;

describe("describeCard", () => {
  it("gives a progress card's value with its sign, its contender signs and its heads, in English and Korean", () => {
    expect(describeCard(olympeak, "progress-38", "en")).toBe("+1 red/white, 4 heads");
    expect(describeCard(olympeak, "progress-8", "en")).toBe("-2 blue/green/white, 3 heads");
    expect(describeCard(olympeak, "progress-38", "ko")).toBe("+1 빨강/하양, 머리 4개");
  });

  it("gives an athlete's name with the placing of the discipline contested at the time, and nothing before one is", () => {
    expect(describeCard(olympia, "athlete-47", "en")).toBe("Athlete 47");
    expect(describeCard(olympia, "athlete-47", "en", (v) => (v === "contested-discipline" ? "archery" : undefined))).toBe(
      "Athlete 47 (30)",
    );
    // a no-placing entry reads by its localized name
    expect(describeCard(olympia, "ajax", "ko", () => "discus")).toBe("아이아스 (규칙 위반)");
  });

  it("reads a Korean placing with its unit 위, and a no-placing entry without it", () => {
    const archery = (v: string) => (v === "contested-discipline" ? "archery" : undefined);
    expect(describeCard(olympia, "athlete-47", "ko", archery)).toBe("선수 47 (30위)");
    expect(describeCard(olympia, "ajax", "ko", () => "discus")).not.toContain("위)");
  });

  it("reads a conditional part only where the attribute holds", () => {
    const loser = olympia.program.cards.find((c) => c.kind === "athlete" && c.attributes.loser === true)!;
    expect(describeCard(olympia, loser.id, "en")).toBe(`${loser.names.en}, on crutches`);
  });

  it("tells a Korean athlete on crutches by the rulebook's term, in the one bracket of its placing (not as a second card)", () => {
    const loser = olympia.program.cards.find((c) => c.kind === "athlete" && c.attributes.loser === true)!;
    const placing = (loser.attributes.placing as Record<string, unknown>).marathon;
    expect(describeCard(olympia, loser.id, "ko")).toBe(`${loser.names.ko} (목발을 짚은 선수)`);
    expect(describeCard(olympia, loser.id, "ko", () => "marathon")).toBe(
      `${loser.names.ko} (${typeof placing === "number" ? `${placing}위` : String(placing)}, 목발을 짚은 선수)`,
    );
    expect(describeCard(olympia, "hector", "ko")).toBe("헥토르");
  });

  it("names a laurel tile as the Korean rulebook and the scenarios do: 2점짜리 마라톤", () => {
    expect(describeCard(olympia, "marathon-2", "ko")).toBe("2점짜리 마라톤");
  });

  it("falls back to the template in English, then to the card's name where a kind has no template", () => {
    expect(describeCard(tricks, "acorns-3", "en")).toBe("3 of acorns");
    expect(describeCard(tricks, "acorns-3", "ko")).toBe("도토리 3");
    expect(describeCard(tricks, "acorns-3", "de")).toBe("3 of acorns");
    expect(describeCard(olympeak, "no-such-card", "en")).toBe("no-such-card");
  });
});

describe("parseTemplate", () => {
  it("reads placeholders, signs, entries, variables, choices and doubled braces", () => {
    const parsed = parseTemplate("{{x}} {+value} {placing.marathon} {placing[now]?({placing[now]})|-}");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.parts[0]).toEqual({ kind: "text", text: "{x} " });
    expect(templateRefs(parsed.parts).map((r) => [r.name, r.signed, r.key?.by ?? null, r.offset])).toEqual([
      ["value", true, null, 8],
      ["placing", false, "entry", 16],
      ["placing", false, "variable", 35],
      ["placing", false, "variable", 50],
    ]);
  });

  it("reads a choice inside a choice's branch", () => {
    const parsed = parseTemplate("{a? ({a}{b?, x})|{b? (x)}}");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.parts).toHaveLength(1);
    expect(templateRefs(parsed.parts).map((r) => r.name)).toEqual(["a", "a", "b", "b"]);
    // inside a branch a brace is written \}: `}}` closes two choices
    const brace = parseTemplate("{a?\\}|{b?x}}");
    expect(brace.ok && brace.parts[0]).toMatchObject({ kind: "choice", then: [{ kind: "text", text: "}" }] });
  });

  it("reads a unit after a number: {attr#unit}", () => {
    const parsed = parseTemplate("{placing[now]#위} {+value# pts}");
    expect(parsed.ok && templateRefs(parsed.parts).map((r) => r.unit)).toEqual([
      { text: "위", offset: 14 },
      { text: " pts", offset: 25 },
    ]);
    expect(parseTemplate("{placing#}")).toMatchObject({
      ok: false,
      error: { message: "expected a unit after `#`, such as `{placing#위}`" },
    });
    expect(parseTemplate("{placing#위|x}")).toMatchObject({
      ok: false,
      error: { message: "a unit is plain text: `|` cannot stand in it" },
    });
  });

  it("says where a template stops reading", () => {
    expect(parseTemplate("a {b")).toEqual({ ok: false, error: { message: "a placeholder opened here is not closed with `}`", offset: 2 } });
    expect(parseTemplate("a } b")).toMatchObject({ ok: false, error: { offset: 2 } });
    expect(parseTemplate("{a?{b?c}")).toMatchObject({
      ok: false,
      error: { message: "a placeholder opened here is not closed with `}`", offset: 0 },
    });
  });
});
