// One game from start to finish: vars, `setup`, the arrangements a test asks for, `play`, then
// `finish`. Decisions come from rt.decide; the engine itself never waits.
import type { GameResult } from "./api-types.js";
import { applyArrangements, type ResolvedArrangement } from "./arrangements.js";
import { fail } from "./errors.js";
import { END, LEAVE, type St } from "./model.js";
import type { Runtime } from "./runtime.js";
import type { Value } from "./values.js";
import { nameRecord } from "./name-records.js";
import { bestSeats, direction, standingsOf } from "./standings.js";

function initVars(rt: Runtime): void {
  for (const v of rt.game.vars) {
    rt.at = { range: rt.game.program.vars.get(v.name)!.range, rule: `var ${v.name}` };
    const frame = new Array<Value>(v.frameSize);
    if (v.per === "shared") rt.vars[v.index] = v.initial(rt, frame);
    else {
      const n = v.per === "player" ? rt.players.length : rt.game.enums.get(v.per.enumName)!.values.length;
      const entries = new Array<Value>(n);
      for (let i = 0; i < n; i++) entries[i] = v.initial(rt, frame);
      rt.vars[v.index] = entries;
    }
  }
  rt.at = undefined;
}

function runRule(rt: Runtime, name: string): number {
  const rule: St | undefined = rt.game.rules.get(name);
  if (!rule) return 0;
  const r = rule(rt, []);
  if (r === LEAVE) fail(rt, "runtime-error", `\`leave ${rt.leaveTarget}\`: rule \`${rt.leaveTarget}\` is not running`);
  return r;
}

export function runGame(rt: Runtime, arrangements: readonly ResolvedArrangement[]): void {
  initVars(rt);
  let r = runRule(rt, "setup");
  if (r !== END) {
    if (arrangements.length) applyArrangements(rt, arrangements);
    r = runRule(rt, "play");
  }
  runRule(rt, "finish");
  rt.flushCounts();
  rt.over = true;
}

export function resultOf(rt: Runtime): GameResult {
  // keyed by player names, which may be any text (`constructor`, `__proto__`)
  const scores = nameRecord<number>();
  const sv = rt.game.scoreVar;
  const entries = sv === undefined ? undefined : (rt.vars[sv] as Value[]);
  const standings = standingsOf(rt);
  // with no score var the standings at the end are the scores
  for (const p of rt.players) scores[p.name] = entries ? Number(entries[p.seat] ?? 0) : (standings?.[p.seat] ?? 0);
  let winners: string[];
  if (rt.winners) winners = rt.winners.map((p) => p.name);
  else if (standings) winners = bestSeats(standings, direction(rt.game.standings)).map((seat) => rt.players[seat]!.name);
  else {
    const best = Math.max(...rt.players.map((p) => scores[p.name]!));
    winners = rt.players.filter((p) => scores[p.name] === best).map((p) => p.name);
  }
  return { scores, winners };
}
