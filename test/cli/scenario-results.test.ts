import { describe, expect, it } from "vitest";
import { ScenarioCollector, type ResultEnvelope } from "../../src/cli/scenario-results.js";

function scenario(id: string, uri: string, tags: string[], statuses: string[], retried = false): ResultEnvelope[] {
  return [
    { pickle: { id: `p${id}`, uri, name: `scenario ${id}`, tags: tags.map((name) => ({ name })) } },
    { testCase: { id: `t${id}`, pickleId: `p${id}` } },
    { testCaseStarted: { id: `s${id}`, testCaseId: `t${id}` } },
    ...statuses.map((status) => ({ testStepFinished: { testCaseStartedId: `s${id}`, testStepResult: { status } } })),
    { testCaseFinished: { testCaseStartedId: `s${id}`, willBeRetried: retried } },
  ];
}

describe("collecting scenario outcomes from cucumber messages", () => {
  it("gives each finished scenario its file, tags and worst step status", () => {
    const collector = new ScenarioCollector();
    const messages = [
      ...scenario("1", "features/g/a.feature", ["@G-1"], ["PASSED", "PASSED"]),
      ...scenario("2", "features/g/a.feature", ["@G-1", "@G-2"], ["PASSED", "FAILED", "SKIPPED"]),
      ...scenario("3", "features\\g\\b.feature", [], ["UNDEFINED", "SKIPPED"]),
      ...scenario("4", "features/g/b.feature", [], ["SKIPPED"]),
    ];
    messages.forEach(collector.onMessage);
    expect(collector.outcomes()).toEqual([
      { uri: "features/g/a.feature", name: "scenario 1", tags: ["@G-1"], status: "passed" },
      { uri: "features/g/a.feature", name: "scenario 2", tags: ["@G-1", "@G-2"], status: "failed" },
      // an undefined step is not a failure of the rules: the scenario is reported as undefined
      { uri: "features/g/b.feature", name: "scenario 3", tags: [], status: "undefined" },
      { uri: "features/g/b.feature", name: "scenario 4", tags: [], status: "skipped" },
    ]);
  });

  it("leaves out scenarios that never ran and counts only the last attempt of a retried one", () => {
    const collector = new ScenarioCollector();
    collector.onMessage({ pickle: { id: "filtered", uri: "features/g/c.feature", name: "never run", tags: [] } });
    scenario("5", "features/g/d.feature", [], ["FAILED"], true).forEach(collector.onMessage);
    collector.onMessage({ testCaseStarted: { id: "s5-again", testCaseId: "t5" } });
    collector.onMessage({ testStepFinished: { testCaseStartedId: "s5-again", testStepResult: { status: "PASSED" } } });
    collector.onMessage({ testCaseFinished: { testCaseStartedId: "s5-again", willBeRetried: false } });
    expect(collector.outcomes()).toEqual([{ uri: "features/g/d.feature", name: "scenario 5", tags: [], status: "passed" }]);
  });
});
