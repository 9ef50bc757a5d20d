import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/loader.js";
import { localizedDeclarations } from "../../grammar/localized-names.js";

const source = `
game g ko "게임" { players 2..4 }
enum suit { red en "red" ko "빨강", blue }
kind token ko "토큰" fr "jeton" { suit ko "색": suit  worth: int = 1 }
cards token { generate suit in suit }
zone deck ko "더미": token shared hidden holds all token
zone hand: token per player owner
var leader ko "선두": player = first(players)
option pace ko "속도": slow ko "느리게" fr "lent" | fast = slow "how fast"
rule setup { shuffle deck }
rule play {
  for p in players {
    if count(deck) > 0 {
      choose t from deck by p "token to take" ko "가져갈 토큰"
      move t to hand[p]
    }
  }
  choose q from players by leader
}
rule finish { winners players }
`;

function load(text: string) {
  return loadProgram("/p/g.agon", { projectRoot: "/p", readFile: () => text });
}

describe("localized names on kinds, attributes, zones, variables, options, their values and choices", () => {
  it("are read after the declared name (after the label for a choice), like an enum value's", () => {
    const { program, diagnostics } = load(source);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(localizedDeclarations(program!)).toEqual([
      { thing: "game", name: "g", names: { ko: "게임" } },
      { thing: "kind", name: "token", names: { ko: "토큰", fr: "jeton" } },
      { thing: "attribute", name: "suit", names: { ko: "색" } },
      { thing: "attribute", name: "worth", names: {} },
      { thing: "enum-value", name: "red", names: { en: "red", ko: "빨강" } },
      { thing: "enum-value", name: "blue", names: {} },
      { thing: "zone", name: "deck", names: { ko: "더미" }, holds: "token" },
      { thing: "zone", name: "hand", names: {}, holds: "token" },
      { thing: "variable", name: "leader", names: { ko: "선두" } },
      { thing: "option", name: "pace", names: { ko: "속도" } },
      { thing: "option-value", name: "pace=slow", names: { ko: "느리게", fr: "lent" } },
      { thing: "option-value", name: "pace=fast", names: {} },
      { thing: "decision", name: "token to take", names: { ko: "가져갈 토큰" } },
      { thing: "decision", name: "q", names: {} },
    ]);
  });

  it("on an option's values leave the values and the default as they were", () => {
    const { program } = load(source);
    const pace = program!.options.get("pace")!;
    expect(pace.values.map((v) => v.name)).toEqual(["slow", "fast"]);
    expect(Object.keys(pace.valueNames ?? {})).toEqual(["slow"]);
    const { diagnostics } = load(source.replace(`slow ko "느리게"`, `slow korean "느리게"`));
    expect(diagnostics.find((x) => x.code === "syntax-error")?.message).toContain("two-letter language code");
  });

  it("report a language code that is not two letters, at its place", () => {
    const { diagnostics } = load(source.replace(`zone deck ko "더미"`, `zone deck korean "더미"`));
    const d = diagnostics.find((x) => x.code === "syntax-error");
    expect(d?.message).toContain("two-letter language code");
    expect(d?.range?.start.line).toBe(6);
  });
});
