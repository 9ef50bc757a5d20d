// `npm run bench:generated-cost -- RULES PLAYERS [SECONDS]`: what a generated game's work is made
// of (issue 26). Counts, per game, the statements, loop passes and calls of each generated
// function; then plays the program with parts of its text cut out (the positions and the step
// meter, the rule IDs and the event tests, the type tests that only ever fail) in alternating
// rounds of CPU time, after checking that each cut plays the same games. A cut program is no
// engine: it only bounds what those parts cost.
import * as os from "node:os";
import { gameOfProgram, generateProgram } from "../src/codegen/backend.js";
import type { ProgramFactory } from "../src/codegen/loader.js";
import { playGame, type CompiledGame } from "../src/index.js";
import { agentsFor, load, playersOf } from "./games.js";
import { alternatingRates } from "./measure.js";

const [rules = "rules/olympeak.agon", playersArg = "4", secondsArg = "10"] = process.argv.slice(2);
const n = Number(playersArg);
const { program, base } = generateProgram(load(rules));

const CUTS: Record<string, (text: string) => string> = {
  none: (t) => t,
  "positions and step meter": (t) =>
    t
      .replace(/^rt\.at = k\d+;$/gm, "")
      .replace(/^if \(\+\+rt\.steps > rt\.budget\) k\d+\(rt\);$/gm, "")
      .replace(/if \(t\d+ > 0\) \{ rt\.at = k\d+; if \(\+\+rt\.steps > rt\.budget\) k\d+\(rt\); \}/g, "")
      .replace(/^if \(\(rt\.steps \+= [^)]*\) > rt\.budget\) k\d+\(rt\);$/gm, ""),
  // up to the event's `;` only: `f = 2;` may follow on the line
  "rule IDs and event tests": (t) =>
    t
      .replace(/^if \(rt\.events && [^;]*;/gm, "")
      .replace(/rt\.ruleChain\.push\(rt\.ruleId\);/g, "")
      .replace(/^rt\.ruleChain\.pop\(\);$/gm, ""),
  "type tests that only fail": (t) =>
    t
      .replace(/^if \(!\(l\d+ instanceof k\d+\)\) k\d+\(rt, \[l\d+\]\);$/gm, "")
      .replace(/^if \(!k\d+\([^)]*\)\) k\d+\(rt, \[[^\]]*\]\);$/gm, ""),
};
const cutNames = Object.keys(CUTS);
CUTS.all = (t) => cutNames.reduce((text, name) => CUTS[name]!(text), t);

function gameOf(text: string, constants: readonly unknown[] = program.constants): CompiledGame {
  return gameOfProgram(base, program, new Function("K", text) as ProgramFactory, constants);
}

function player(game: CompiledGame): (seed: number) => unknown {
  const players = playersOf(n);
  // the game already runs the generated rules: "closures" keeps it as it is
  return (seed) => playGame(game, { players, seed, recordEvents: false, engine: "closures" }, agentsFor(seed, n)).result;
}

function counts(games: number): void {
  const tally = new Map<string, number>();
  const count = (what: string): void => {
    tally.set(what, (tally.get(what) ?? 0) + 1);
  };
  const counter = program.constants.length;
  const text = program.text
    .replace(
      /^function (\w+)\((.*)\) \{$/gm,
      (_m, name: string, args: string) => `function ${name}(${args}) {\nk${counter}("call ${name}");`,
    )
    .replace(/^for \(let t\d+ = 0; t\d+ < .*; t\d+\+\+\) \{$/gm, (m) => `${m}\nk${counter}("loop passes");`)
    .replace(/^if \(\+\+rt\.steps > rt\.budget\) k\d+\(rt\);$/gm, (m) => `${m}\nk${counter}("statements");`)
    .replace(/^"use strict";\nconst /, `"use strict";\nconst k${counter} = K[${counter}], `);
  const play = player(gameOf(text, [...program.constants, count]));
  for (let seed = 0; seed < games; seed++) play(seed);
  console.log(`per game, over ${games} games:`);
  for (const [what, k] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${what}: ${(k / games).toFixed(1)}`);
}

function cuts(): void {
  const names = Object.keys(CUTS);
  const players = names.map((name) => player(gameOf(CUTS[name]!(program.text))));
  for (let seed = 0; seed < 200; seed++) {
    const same = JSON.stringify(players[0]!(seed));
    names.forEach((name, i) => {
      if (JSON.stringify(players[i]!(seed)) !== same) throw new Error(`cut "${name}" plays seed ${seed} otherwise`);
    });
  }
  const { rates } = alternatingRates(players, Number(secondsArg));
  console.log(`games per CPU s with parts cut out (load ${os.loadavg()[0]!.toFixed(1)}):`);
  names.forEach((name, i) => console.log(`  ${name}: ${Math.round(rates[i]!)} (${(rates[i]! / rates[0]!).toFixed(2)})`));
}

console.log(`${rules}, ${n} players`);
counts(300);
cuts();
