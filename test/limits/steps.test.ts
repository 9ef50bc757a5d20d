// Every unit of work costs steps, not only statements: a single statement or a data assertion
// that would run for hours meets the step budget with the rule and line it is at.
import { describe, expect, it } from "vitest";
import { firstError, header, lineOf, loadText, where } from "./helpers.js";

const deck = `
kind chip { value: int }
cards chip {
  columns value
  c1: 1
  c2: 2
}
zone pile: chip shared hidden holds all chip
zone hand: chip per player owner
`;

function played(rules: string): string {
  const text = header + rules;
  return where(firstError(text));
}

describe("work inside a statement costs steps", () => {
  it("each round of a deal, even one that deals to nobody", () => {
    const text = `${header + deck}rule play {\n  deal 1000000000000000 from pile to hand for []\n}`;
    const d = firstError(text);
    expect(where(d)).toBe(`step-budget-exceeded ${lineOf(text, "deal")}:3`);
    expect(d?.message).toContain("rule `play`");
  });

  it("each item a nested comprehension visits", () => {
    const rules = "rule play {\n  let r = 1..1000\n  let n = count([count([y for y in r if y > x]) for x in 1..100000])\n}";
    expect(played(rules)).toBe("step-budget-exceeded 7:3");
  });

  it("each item an `in` test looks at", () => {
    const rules = "rule play {\n  let big = 1..1000000\n  let n = count([x for x in 1..100000 if 0 in big])\n}";
    expect(played(rules)).toBe("step-budget-exceeded 7:3");
  });

  it("a sort, n log n", () => {
    expect(played("rule play {\n  let s = sort x in 1..1000000 by 0 - x\n}")).toBe("step-budget-exceeded 6:3");
  });

  it("each call of a function", () => {
    const rules = "function twice(n: int): int = if n == 0 then 1 else twice(n - 1) + twice(n - 1)\nrule play {\n  let x = twice(60)\n}";
    expect(where(firstError(header + rules, { stepBudget: 1_000_000 }))).toBe("step-budget-exceeded 7:3");
  });

  it("thirty functions each calling the one before twice: compiled at once, stopped by the budget", () => {
    let fns = "function f0(n: int): int = n + 1\n";
    for (let i = 1; i <= 30; i++) fns += `function f${i}(n: int): int = f${i - 1}(n) + f${i - 1}(n)\n`;
    expect(where(firstError(`${header}${fns}rule play {\n  let x = f30(1)\n}`, { stepBudget: 100_000 }))).toBe("step-budget-exceeded 37:3");
  });

  it("the items a fold or `unique` visits", () => {
    expect(played("rule play {\n  let big = 1..1000000\n  repeat { let u = sum(big) }\n}")).toBe("step-budget-exceeded 7:3");
    expect(played("rule play {\n  let u = unique(1..100000)\n}")).toBe("step-budget-exceeded 6:3");
  });

  it("a statement that stays within the budget still runs", () => {
    expect(played("rule play {\n  set points[first(players)] = count([x for x in 1..1000 if x in 1..100])\n}")).toBe(
      "undefined undefined:undefined",
    );
  });
});

describe("data assertions have a budget each", () => {
  const file = (asserts: string) => `kind k { v: int }\ncards k {\n  columns v\n  a: 1\n}\n${asserts}`;
  const checked = (asserts: string) =>
    loadText(file(asserts))
      .diagnostics.filter((d) => d.severity === "error")
      .map(where);

  it("a nested comprehension ends with a diagnostic at the assertion", () => {
    expect(checked("assert all([all([all([z > 0 for z in 1..1000]) for y in 1..1000]) for x in 1..1000])")).toEqual([
      "step-budget-exceeded 6:1",
    ]);
  });

  it("so does an exponential function", () => {
    const fn = "function twice(n: int): int = if n == 0 then 1 else twice(n - 1) + twice(n - 1)\n";
    expect(checked(`${fn}assert twice(60) > 0`)).toEqual(["step-budget-exceeded 7:1"]);
  });

  it("after one assertion meets a limit, the next ones are checked as usual", () => {
    const fn =
      "function down(n: int): int = down(n + 1)\nfunction twice(n: int): int = if n == 0 then 1 else twice(n - 1) + twice(n - 1)\n";
    const asserts = "assert down(1) > 0\nassert twice(60) > 0\nassert count(k) == 1\nassert twice(3) == 8\nassert count(k) == 2";
    expect(checked(fn + asserts)).toEqual(["recursion-too-deep 8:1", "step-budget-exceeded 9:1", "assertion-failed 12:1"]);
  });

  it("a recursion deeper than the stack is recursion-too-deep, never a RangeError", () => {
    // each level nests 60 additions deep, so the stack ends before the call-depth limit does
    const deep = `${"(1 + ".repeat(60)}down(n - 1)${")".repeat(60)}`;
    const fn = `function down(n: int): int = if n == 0 then 0 else ${deep}\n`;
    expect(checked(`${fn}assert down(990) > 0\nassert count(k) == 2`)).toEqual(["recursion-too-deep 7:1", "assertion-failed 8:1"]);
  });
});
