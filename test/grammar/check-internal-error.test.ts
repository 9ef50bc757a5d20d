// A check that throws is a bug in Agon: it becomes an `internal-error` on the node it was checking,
// and the load goes on (the other checks still report), instead of aborting with a stack trace.
import { describe, expect, it } from "vitest";
import { defaultRegistry, runChecks } from "../../grammar/checks/index.js";
import { loadProgram } from "../../grammar/loader.js";

const game = `game g { players 2..4 }
zone deck: token shared hidden
kind token { }
rule setup { shuffle deck }
rule play { move top(deck) to deck  end game }
rule finish { winners players }
`;

describe("a check that throws", () => {
  it("is an internal-error on its node, and the other checks still run", () => {
    const loaded = loadProgram("/p/g.agon", { projectRoot: "/p", readFile: () => game });
    expect(loaded.diagnostics).toEqual([]);
    const entry = loaded.linked.program.files[0]!;
    const registry = defaultRegistry().register("Move", function brokenMoveCheck() {
      throw new Error("no such thing");
    });
    registry.register("Shuffle", (_s, ctx) => ctx.report({ code: "wrong-type", message: "still checked", range: _s.range }));
    const found = runChecks(loaded.linked, { rulesFile: true, entry, registry });
    expect(found.map((d) => [d.code, d.range?.start.line, d.range?.start.column])).toEqual([
      ["wrong-type", 4, 14],
      ["internal-error", 5, 13],
    ]);
    expect(found[1]!.message).toBe("internal error: the check `brokenMoveCheck` failed on this Move: no such thing");
    expect(found[1]!.hint).toMatch(/bug in Agon/);
  });
});
