// `agon compile RULES --out game.mjs` writes a module that runs alone: in a fresh process, in a
// folder with no rules or card file, where code generation is disallowed, loadCompiledGame makes
// the game from the files the module holds and plays it on the module's program, with the results
// and events of the engine that loaded the rules from disk.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCompiledGame, loadGame, playGame, randomAgent, type CompiledModule, type GameEvent } from "../../src/index.js";
import { compiledModuleText } from "../../src/codegen/compiled-module.js";
import { BUILT_AGON } from "../cli/run-cli.js";
import { compiledScript } from "../support/compiled.js";

const ROOT = resolve(".");
const SEEDS = [0, 1, 2, 3];

/** What the engine plays from the rules on disk, seed by seed: results and events. */
function expected(rules: string, players: number, engine: "generated" | "closures"): unknown[] {
  const game = loadGame(rules).game!;
  const seats = Array.from({ length: players }, (_, i) => ({ name: `p${i + 1}` }));
  return SEEDS.map((seed) => {
    const { result, events } = playGame(
      game,
      { players: seats, seed, engine },
      seats.map((_, i) => randomAgent(seed * 8 + i)),
    );
    return [result, events];
  });
}

describe("agon compile writes a standalone module", () => {
  for (const [rules, players] of [
    ["rules/olympia-2000.agon", 3],
    ["rules/lead-and-follow.agon", 4],
  ] as const) {
    it(`${rules}: plays alone as the engine does`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "agon-standalone-"));
      try {
        const out = join(dir, "game.mjs");
        const built = spawnSync(process.execPath, [BUILT_AGON, "compile", rules, "--out", out], { encoding: "utf8" });
        expect([built.status, built.stdout]).toEqual([0, `wrote ${out}\n`]);
        // the module's program is instantiated once (not the closures' fallback), and no file is read
        const script = `
          import { loadCompiledGame, playGame, randomAgent } from ${JSON.stringify(join(ROOT, "src/index.ts"))};
          // the module's path comes on the command line: a dynamic import the bundler leaves alone
          const m = await import(process.argv[2]);
          let made = 0;
          const game = loadCompiledGame({ ...m, default: (K) => (made++, m.default(K)) });
          const seats = Array.from({ length: ${players} }, (_, i) => ({ name: "p" + (i + 1) }));
          const games = ${JSON.stringify(SEEDS)}.map((seed) => {
            const { result, events } = playGame(game, { players: seats, seed }, seats.map((_, i) => randomAgent(seed * 8 + i)));
            return [result, events];
          });
          console.log(JSON.stringify({ made, games }));
        `;
        const run = spawnSync(process.execPath, ["--disallow-code-generation-from-strings", await compiledScript(script), out], {
          encoding: "utf8",
          cwd: dir,
        });
        expect(run.stderr).not.toMatch(/Error/);
        const { made, games } = JSON.parse(run.stdout) as { made: number; games: [unknown, GameEvent[]][] };
        expect(made).toBe(1);
        expect(games).toEqual(expected(rules, players, "closures"));
        expect(games).toEqual(expected(rules, players, "generated"));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  }

  it("keeps a file called __proto__ a file, and refuses a module without files", () => {
    const files = new Map([
      ["/p/rules/g.agon", 'use "__proto__"\ngame g { players 2 }\nrule setup { }\nrule play { }\nrule finish { winners players }\n'],
      ["/p/rules/__proto__", "// nothing but a comment\n"],
    ]);
    const game = loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: (p) => files.get(p)! }).game!;
    const text = compiledModuleText(game, "/p/rules/g.agon", files);
    const sources = JSON.parse(text.match(/^export const sources = (.*);$/m)![1]!) as [string, string][];
    expect(sources.map(([name]) => name)).toEqual(["/p/rules/g.agon", "/p/rules/__proto__"]);
    const program = (() => []) as unknown as CompiledModule["default"];
    expect(() => loadCompiledGame({ fingerprint: "x", default: program })).toThrow(/holds no rules files/);
    expect(() => loadCompiledGame({ fingerprint: "x", default: program, sources })).toThrow(/generated from other rules/);
  });
});
