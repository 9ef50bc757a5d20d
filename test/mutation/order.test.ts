// The order a mutant's scenarios run in: those tagged with the mutated block's rule IDs first,
// then the scenarios that killed earlier mutants (the latest first), then everything else.
import { describe, expect, it } from "vitest";
import { ScenarioOrder } from "../../src/mutation/order.js";
import type { SuiteScenario } from "../../src/mutation/suite.js";

const scenario = (index: number, tags: string[]): SuiteScenario => ({
  index,
  uri: `f${index}.feature`,
  line: 1,
  name: `s${index}`,
  tags,
  language: "en",
});

const scenarios = [
  scenario(0, ["@G-C1"]),
  scenario(1, ["@G-T1", "@G-T2"]),
  scenario(2, ["@G-T2"]),
  scenario(3, ["@G-E1"]),
  scenario(4, []),
];

describe("ScenarioOrder", () => {
  it("runs the scenarios tagged with the mutant's rule IDs first, in file order", () => {
    const order = new ScenarioOrder(scenarios);
    expect(order.for(["G-T2"])).toEqual([1, 2]);
    expect(order.for(["G-E1", "G-C1"])).toEqual([0, 3]);
    expect(order.for([])).toEqual([]);
  });

  it("then the scenarios that killed earlier mutants, the latest killer first, each once", () => {
    const order = new ScenarioOrder(scenarios);
    order.killedBy(3);
    order.killedBy(4);
    order.killedBy(3);
    expect(order.for([])).toEqual([3, 4]);
    expect(order.for(["G-T1"])).toEqual([1, 3, 4]);
    // a tagged scenario that also killed is not repeated
    expect(order.for(["G-E1"])).toEqual([3, 4]);
  });
});
