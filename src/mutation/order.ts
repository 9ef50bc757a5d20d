// The order a mutant's scenarios run in, so that a killed mutant is known after few scenarios:
// first those tagged with a rule ID of the mutated block, then those that killed mutants before
// (the most recent killer first: neighbouring mutants tend to fall to the same scenario), then
// the rest in file order.
import type { SuiteScenario } from "./suite.js";

export class ScenarioOrder {
  /** scenario indexes that killed a mutant, the most recent last */
  private readonly killers: number[] = [];

  constructor(private readonly scenarios: readonly SuiteScenario[]) {}

  /** The indexes to run first for a mutant of a block implementing `ruleIds`. */
  for(ruleIds: readonly string[]): number[] {
    const tags = new Set(ruleIds.map((id) => `@${id}`));
    const tagged = this.scenarios.filter((s) => s.tags.some((t) => tags.has(t))).map((s) => s.index);
    const killers = [...this.killers].reverse();
    return [...new Set([...tagged, ...killers])];
  }

  /** Remembers the scenario that killed a mutant. */
  killedBy(index: number): void {
    const at = this.killers.indexOf(index);
    if (at >= 0) this.killers.splice(at, 1);
    this.killers.push(index);
  }
}
