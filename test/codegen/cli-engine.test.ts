// The CLI's back-end flags: the same bytes from either back end, a clear refusal of anything else,
// and the default restored after a command that set one.
import { describe, expect, it } from "vitest";
import { agon } from "../cli/run-cli.js";

describe("--engine", () => {
  it("prints the same bytes with the generated code and the closures", async () => {
    const args = ["play", "rules/olympia-2000.agon", "--players", "5", "--seed", "1", "--json"];
    const generated = await agon([...args, "--engine", "generated"]);
    const closures = await agon([...args, "--engine", "closures"]);
    const plain = await agon(args);
    expect(generated.code).toBe(0);
    expect(closures).toEqual(generated);
    expect(plain).toEqual(generated);
    expect(process.env.AGON_ENGINE).toBeUndefined();
  });
  it("refuses another back end with exit 2", async () => {
    const r = await agon(["play", "rules/lead-and-follow.agon", "--players", "3", "--engine", "fast"]);
    expect(r).toEqual({ code: 2, stdout: "", stderr: "error[usage]: --engine must be generated or closures, not `fast`\n" });
  });
  it("writes a module with agon compile, and refuses a folder that does not exist", async () => {
    const r = await agon(["compile", "rules/lead-and-follow.agon", "--out", "/nonexistent-folder/game.mjs"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/does not exist/);
  });
});

describe("MatchConfig.engine", () => {
  it("selects the back end, and refuses anything else", async () => {
    const { loadGame, newMatch } = await import("../../src/index.js");
    const game = loadGame("rules/lead-and-follow.agon").game!;
    const players = [{ name: "a" }, { name: "b" }, { name: "c" }];
    const step = (engine: "generated" | "closures") => {
      const m = newMatch(game, { players, seed: 4, engine });
      for (let d = m.pending(); d; d = m.pending()) m.choose(d.options[d.options.length - 1]!);
      return [m.result(), m.events()];
    };
    expect(step("generated")).toEqual(step("closures"));
    expect(() => newMatch(game, { players, engine: "fast" as never })).toThrow(/config.engine.*must be "generated" or "closures"/);
  });
});
