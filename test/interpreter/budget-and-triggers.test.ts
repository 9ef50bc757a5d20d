import { describe, expect, it } from "vitest";
import { errorOf, lineOf, logs, play, withPlay } from "./helpers.js";

describe("step budget", () => {
  it("a loop that never ends stops at the loop, naming the rule", () => {
    const source = withPlay("rule spin { repeat { } }", "  call spin");
    const e = errorOf(() => play(source, { stepBudget: 1000 }));
    expect(e.diagnostic.code).toBe("step-budget-exceeded");
    expect(e.diagnostic.message).toContain("`spin`");
    expect(e.diagnostic.message).toContain("1000");
    expect(e.diagnostic.range?.start.line).toBe(lineOf(source, "rule spin"));
    expect(e.diagnostic.range?.start.column).toBe(13);
  });

  it("every statement costs one step", () => {
    // ten in play, one (`winners`) in finish
    const body = Array.from({ length: 10 }, (_, i) => `  log ${i}`).join("\n");
    expect(() => play(withPlay("", body), { stepBudget: 11 })).not.toThrow();
    expect(errorOf(() => play(withPlay("", body), { stepBudget: 10 })).diagnostic.code).toBe("step-budget-exceeded");
  });
});

const turns = `
var turn-count: int = 0
rule turn implements T-1 {
  set turn-count += 1
  log turn-count
  if turn-count == 2 { leave turn }
  log "end of turn"
}
trigger third implements E-1 after turn when turn-count == 3 {
  log "third turn"
}
trigger second after turn when turn-count == 2 { log "second, left early" }
trigger done implements E-2 after turn when turn-count == 4 { end game }
`;

describe("triggers", () => {
  it("are tested after every execution of their rule, including one left early", () => {
    expect(logs(withPlay(turns, "  repeat { call turn }"))).toEqual([
      "1",
      "end of turn",
      "2",
      "second, left early",
      "3",
      "end of turn",
      "third turn",
      "4",
      "end of turn",
    ]);
  });

  it("carry their own rule IDs, and end game ends play", () => {
    const { events } = play(withPlay(turns, "  repeat { call turn }"));
    expect(events).toContainEqual({ type: "trigger", name: "third", rule: "E-1" });
    expect(events).toContainEqual({ type: "log", message: "third turn", rule: "E-1" });
    expect(events).toContainEqual({ type: "end", rule: "E-2" });
    expect(events.filter((e) => e.type === "phase" && e.name === "finish")).toHaveLength(2);
  });
});

describe("leave", () => {
  it("leaving a rule that is not running is a runtime error", () => {
    const e = errorOf(() => play(withPlay("rule other { log 1 }", "  leave other")));
    expect(e.diagnostic.code).toBe("runtime-error");
    expect(e.diagnostic.message).toContain("not running");
  });
});
