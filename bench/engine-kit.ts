// What the hand-written engines share: the interpreter's shuffle, drawn the same way from the same
// generator, and the result of a game from its points.
import { unsafeUniformIntDistribution, type RandomGenerator } from "pure-rand";
import type { GameEvent, GameResult } from "../src/index.js";

/** Fisher-Yates from the end over xs[start .. start + len), as the interpreter's Rng.shuffle. */
export function shuffleRange(gen: RandomGenerator, xs: Int32Array, start: number, len: number): void {
  for (let i = len - 1; i > 0; i--) {
    const j = start + unsafeUniformIntDistribution(0, i, gen);
    const t = xs[start + i]!;
    xs[start + i] = xs[j]!;
    xs[j] = t;
  }
}

/** Scores p1..pn and the players with the most points. */
export function resultOf(points: Int32Array, n: number): GameResult {
  const scores: Record<string, number> = {};
  let best = -Infinity;
  for (let p = 0; p < n; p++) {
    scores[`p${p + 1}`] = points[p]!;
    if (points[p]! > best) best = points[p]!;
  }
  const winners: string[] = [];
  for (let p = 0; p < n; p++) if (points[p] === best) winners.push(`p${p + 1}`);
  return { scores, winners };
}

/** An engine's zones as card numbers, top first, keyed by zoneKey: what an adapter reads and
 *  arranges (bench/adapters/hand-written.ts). */
export type Layout = Map<string, number[]>;

/** A zone instance's key: the rules file's zone name, and for a zone per player or per value the
 *  seat or the value's ordinal. */
export function zoneKey(name: string, index?: number): string {
  return index === undefined ? name : `${name}#${index}`;
}

/** Where an engine reports what happens, as Agon's event log has it (the choices excepted: the
 *  agents' answers are the adapter's to record); the seats' names for the zones. */
export interface EventLog {
  names: readonly string[];
  push(event: GameEvent): void;
}
