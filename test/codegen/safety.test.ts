// The generated code cannot carry rules-file text into JavaScript: every emitted program passes
// the validator, hostile names and texts change nothing, and where code generation is disallowed
// the closures run with the same results (that `new Function` lives in one file is checked by
// test/fuzz/hostile.test.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateProgram } from "../../src/codegen/backend.js";
import { BUILT_AGON } from "../cli/run-cli.js";
import { gameOf } from "../interpreter/helpers.js";
import { compiledScript } from "../support/compiled.js";
import { differentialGames, outcome } from "./differential.js";
import { validateProgram } from "./validate.js";

describe("the validator", () => {
  it("passes every emitted program of the games and fixtures", () => {
    for (const g of differentialGames()) expect([g.file, validateProgram(generateProgram(g.game).program.text)]).toEqual([g.file, []]);
  });
  it("rejects globals, unknown fields, strings and templates", () => {
    expect(validateProgram("globalThis.x = 1;")).toEqual(["identifier `globalThis` at 0", "identifier `x` at 11"]);
    expect(validateProgram('const t0 = "a";')).toEqual(['string "a" at 11']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal is the input under test
    expect(validateProgram("const t0 = `${rt}`;")).not.toEqual([]);
    expect(validateProgram("const t0 = /x/;")).not.toEqual([]);
    expect(validateProgram("new k0();")).toEqual(["keyword `new` at 0"]);
  });
});

const HOSTILE_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "k0",
  "t1",
  "l0",
  "rt",
  "K",
  "V",
  "f",
  "eval",
  "Function",
  "globalThis",
  "x-1",
  "x_1",
  "x1",
  "r0",
  "g0",
  "u0",
];
// biome-ignore lint/suspicious/noTemplateCurlyInString: hostile texts that would break out of a template
const HOSTILE_TEXTS = ['"', "'", "`", "${rt}", "\u2028", "\u2029", "*/", "</script>", "\\", "\n", "${K[0]}`);globalThis.x=1;//"];

/** A small game with the given names for its zone, var, local, rule and trigger, and texts in its
 *  log and label: every name distinct from the others and from the game's fixed ones. */
function hostileGame(names: string[], text: string): string {
  const [zone, variable, local, rule, trigger] = names;
  const t = JSON.stringify(text);
  return `
game hostile { players 2..3  score points }
kind chip { value: int }
cards chip {
  columns value
  c1: 1
  c2: 2
  c3: 3
  c4: 4
}
zone ${zone}: chip shared hidden holds all chip
zone hand: chip per player owner
var points: int per player = 0
var ${variable}: int = 0
rule setup { shuffle ${zone}  deal 2 from ${zone} to hand }
rule play {
  for p in players {
    choose ${local} from hand[p] by p ${t}
    set points[p] += ${local}.value
    set ${variable} += 1
    call ${rule}
  }
}
rule ${rule} { log ${t} + "!" }
trigger ${trigger} after ${rule} when ${variable} > 100 { end game }
rule finish { winners players }
`;
}

describe("hostile names and texts", () => {
  it("validate and play the same on both back ends", () => {
    const reserved = new Set(["points", "hand", "setup", "play", "finish", "hostile", "chip", "value", "p"]);
    const names = fc.uniqueArray(
      fc.constantFrom(...HOSTILE_NAMES).filter((n) => !reserved.has(n)),
      { minLength: 5, maxLength: 5 },
    );
    const text = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ unit: "binary", maxLength: 12 }));
    fc.assert(
      fc.property(names, text, fc.integer({ min: 0, max: 1000 }), (ns, t, seed) => {
        const game = gameOf(hostileGame(ns, t));
        expect(validateProgram(generateProgram(game).program.text)).toEqual([]);
        const setting = { players: 2, options: {} };
        expect(outcome(game, setting, seed, "generated", 100_000)).toEqual(outcome(game, setting, seed, "closures", 100_000));
      }),
      { numRuns: 40 },
    );
  });
});

describe("where code generation is disallowed", () => {
  it("the closures run the game, with the same results", async () => {
    const script = `
      import { loadGame, playGame, randomAgent } from "./src/index.ts";
      import { gameFor } from "./src/codegen/backend.ts";
      const game = loadGame("rules/lead-and-follow.agon").game;
      const out = [gameFor(game) === game];
      for (let seed = 0; seed < 5; seed++) {
        const players = [1, 2, 3, 4].map((i) => ({ name: "p" + i }));
        out.push(playGame(game, { players, seed }, players.map((_, i) => randomAgent(seed * 8 + i))).result);
      }
      console.log(JSON.stringify(out));
    `;
    const compiled = await compiledScript(script);
    const run = (flags: string[]) => spawnSync(process.execPath, [...flags, compiled], { encoding: "utf8" });
    const disallowed = run(["--disallow-code-generation-from-strings"]);
    const allowed = run([]);
    expect(disallowed.stderr).not.toMatch(/Error/);
    const [fellBack, ...results] = JSON.parse(disallowed.stdout) as [boolean, ...unknown[]];
    const [generatedIsOwn, ...expected] = JSON.parse(allowed.stdout) as [boolean, ...unknown[]];
    expect([fellBack, generatedIsOwn]).toEqual([true, false]);
    expect(results).toEqual(expected);
  }, 60_000);
});

describe("agon compile", () => {
  it("writes a module that runs where code generation is disallowed, as the closures do", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agon-compile-"));
    const out = join(dir, "game.mjs");
    const built = spawnSync(process.execPath, [BUILT_AGON, "compile", "rules/lead-and-follow.agon", "--out", out], { encoding: "utf8" });
    expect([built.status, built.stdout]).toEqual([0, `wrote ${out}\n`]);
    const script = `
      import { loadGame, playGame, randomAgent, withCompiledProgram } from "./src/index.ts";
      const game = loadGame("rules/lead-and-follow.agon").game;
      // the module's path comes on the command line: a dynamic import the bundler leaves alone
      const compiled = withCompiledProgram(game, await import(process.argv[2]));
      const out = [];
      for (const [g, engine] of [[compiled, "generated"], [game, "closures"]]) {
        const players = [1, 2, 3, 4].map((i) => ({ name: "p" + i }));
        const events = [];
        out.push(playGame(g, { players, seed: 3, engine, eventSink: { push: (e) => events.push(e) } }, players.map((_, i) => randomAgent(24 + i))).result, events);
      }
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ["--disallow-code-generation-from-strings", await compiledScript(script), out], {
      encoding: "utf8",
    });
    expect(run.stderr).not.toMatch(/Error/);
    const [result, events, expectedResult, expectedEvents] = JSON.parse(run.stdout) as unknown[];
    expect([result, events]).toEqual([expectedResult, expectedEvents]);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
