// The mutant generator: which mistakes it makes of a rules file, where, and that each one is a
// change of exactly the span it names.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/index.js";
import { applyMutant, MUTATION_OPERATORS, mutantsOf, type Mutant } from "../../src/mutation/mutants.js";

function mutantsOfText(text: string): Mutant[] {
  const parsed = parseSource(text, "t.agon");
  expect(parsed.diagnostics).toEqual([]);
  return mutantsOf("t.agon", text, parsed.file!);
}

const small = `option chooser: worst | best | middle = worst resolves T-1
rule play implements T-2 {
  let a = 3
  if a < 4 and not (a == 2) { set a = min([a, 1]) } else { leave play }
  rule inner implements T-3 {
    repeat { leave inner }
  }
}
`;

describe("mutants of a rules file", () => {
  const mutants = mutantsOfText(small);
  const of = (operator: string) =>
    mutants.filter((m) => m.operator === operator).map((m) => `${m.line}:${m.column} ${m.original} -> ${m.replacement}`);

  it("swaps comparisons at the operator's own position", () => {
    expect(of("comparison")).toEqual(["4:8 < -> <=", "4:8 < -> >=", "4:23 == -> !="]);
  });

  it("swaps and/or, min/max, drops not, moves integers by one and flips defaults", () => {
    expect(of("and-or")).toEqual(["4:12 and -> or"]);
    expect(of("min-max")).toEqual(["4:39 min -> max"]);
    expect(of("drop-not")).toEqual(["4:16 not -> "]);
    expect(of("integer")).toEqual([
      "3:11 3 -> 4",
      "3:11 3 -> 2",
      "4:10 4 -> 5",
      "4:10 4 -> 3",
      "4:26 2 -> 3",
      "4:26 2 -> 1",
      "4:47 1 -> 2",
      "4:47 1 -> 0",
    ]);
    expect(of("option-default")).toEqual(["1:41 worst -> best", "1:41 worst -> middle"]);
  });

  it("swaps branches, deletes statements, and leaves another running rule", () => {
    expect(of("swap-branches")).toEqual([
      "4:29 { set a = min([a, 1]) } else { leave play } -> { leave play } else { set a = min([a, 1]) }",
    ]);
    expect(of("leave-other-rule")).toEqual(["6:20 inner -> play"]);
    expect(mutants.filter((m) => m.operator === "delete-statement")).toHaveLength(7);
  });

  it("files each mutant under the innermost block that implements a rule ID", () => {
    expect(mutants.find((m) => m.operator === "option-default")!.ruleIds).toEqual(["T-1"]);
    expect(mutants.find((m) => m.operator === "min-max")!.ruleIds).toEqual(["T-2"]);
    expect(mutants.find((m) => m.operator === "leave-other-rule")!.ruleIds).toEqual(["T-3"]);
  });

  it("changes exactly the span it names", () => {
    for (const m of mutants) {
      const mutated = applyMutant(small, m);
      expect(mutated.slice(0, m.start)).toBe(small.slice(0, m.start));
      expect(mutated.slice(m.start, m.start + m.replacement.length)).toBe(m.replacement);
      expect(small.slice(m.start, m.end)).toBe(m.original);
    }
  });

  it("finds mutants of every operator in the real games", () => {
    const seen = new Set<string>();
    for (const file of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
      const text = readFileSync(file, "utf8");
      for (const m of mutantsOf(file, text, parseSource(text, file).file!)) seen.add(m.operator);
    }
    expect([...seen].sort()).toEqual([...MUTATION_OPERATORS].sort());
  });
});

const more = `game g {
  players 2..4
}
option size: int 3..6 = 4
table bonus: int -> int { 1: 10 }
rule play {
  let a = if size > 3 then 1 else 2
  if top(pile) is not none { call turn }
}
rule turn {
  leave turn
}
`;

describe("the operators an independent mutation run had", () => {
  const mutants = mutantsOfText(more);
  const of = (operator: string) =>
    mutants.filter((m) => m.operator === operator).map((m) => `${m.line}:${m.column} ${m.original} -> ${m.replacement}`);

  it("flip a comparison round", () => {
    expect(of("flip-comparison")).toEqual(["7:19 > -> <"]);
  });
  it("turn `is not` into `is`", () => {
    expect(of("is-not")).toEqual(["8:16 is not -> is"]);
  });
  it("swap the branches of an if-then-else expression", () => {
    expect(of("swap-if-expression")).toEqual(["7:28 1 else 2 -> 2 else 1"]);
  });
  it("aim `leave` at a rule that called this one", () => {
    expect(of("leave-calling-rule")).toEqual(["11:9 turn -> play"]);
  });
  it("move the integers of the game header and of tables, and try every value of an option's range", () => {
    expect(of("player-count")).toEqual(["2:11 2 -> 3", "2:11 2 -> 1", "2:14 4 -> 5", "2:14 4 -> 3"]);
    expect(of("integer").filter((m) => m.startsWith("5:"))).toEqual(["5:27 1 -> 2", "5:27 1 -> 0", "5:30 10 -> 11", "5:30 10 -> 9"]);
    expect(of("option-range")).toEqual(["4:18 3 -> 4", "4:18 3 -> 2", "4:21 6 -> 7", "4:21 6 -> 5", "4:25 4 -> 6"]);
  });
});
