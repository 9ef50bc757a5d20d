// `--seat N=KIND` (repeatable) over `--agents`: who decides for each seat, a person at this
// terminal (`human`) or one of the agent kinds of the registry (src/agents/kinds.ts).
import { AGENT_KINDS, isAgentKind, type AgentKind } from "../agents/kinds.js";
import { didYouMean } from "./did-you-mean.js";
import { UsageError } from "./errors.js";

export const HUMAN = "human";
export type SeatKind = AgentKind | typeof HUMAN;
export const SEAT_KINDS: readonly string[] = [HUMAN, ...AGENT_KINDS];

export function isSeatKind(name: string): name is SeatKind {
  return name === HUMAN || isAgentKind(name);
}

/** The agents' kinds with each `--seat N=KIND` put in its place (seats count from 1). */
export function parseSeats(flags: readonly string[], agents: readonly AgentKind[]): SeatKind[] {
  const seats: SeatKind[] = [...agents];
  const given = new Set<number>();
  for (const flag of flags) {
    const m = /^\s*(\d+)\s*=\s*([A-Za-z-]+)\s*$/.exec(flag);
    if (!m) throw new UsageError(`--seat takes SEAT=KIND, e.g. 2=human, got "${flag}"`);
    const seat = Number(m[1]);
    const kind = m[2]!;
    if (seat < 1 || seat > seats.length) throw new UsageError(`--seat ${seat}: the seats are 1 to ${seats.length}`);
    if (!isSeatKind(kind))
      throw new UsageError(`unknown seat kind "${kind}" (kinds: ${SEAT_KINDS.join(", ")})${didYouMean(kind, SEAT_KINDS)}`);
    if (given.has(seat)) throw new UsageError(`--seat ${seat} is given twice`);
    given.add(seat);
    seats[seat - 1] = kind;
  }
  return seats;
}
