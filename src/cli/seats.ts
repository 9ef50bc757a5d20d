// `--seat N=KIND` (repeatable) over `--agents`: who decides for each seat, a person at this
// terminal (`human`) or one of the agent kinds of the registry (src/agents/kinds.ts).
import { agentProblem, type Localized, say } from "./messages.js";
import { AGENT_KINDS, type AgentChoice, parseAgentChoice } from "../agents/kinds.js";
import { UsageError } from "./errors.js";

export const HUMAN = "human";
/** `human`, or an agent choice of the registry with its settings (`ismcts:ms=50`). */
export type SeatKind = AgentChoice;
export const SEAT_KINDS: readonly string[] = [HUMAN, ...AGENT_KINDS];

/** Why `text` names no seat kind (an unknown kind, or a known one's wrong settings), or undefined when it does. */
export function seatKindError(text: string): { error: string; told: Localized; knownKind: boolean } | undefined {
  if (text === HUMAN) return undefined;
  const choice = parseAgentChoice(text);
  if (!("error" in choice)) return undefined;
  const name = text.split(":")[0]!;
  const known = SEAT_KINDS.includes(name);
  const told = known ? agentProblem(choice.why) : say("unknownSeatKind", name, SEAT_KINDS);
  return { error: told.en, told, knownKind: known };
}

/** The agents' kinds with each `--seat N=KIND` put in its place (seats count from 1). */
export function parseSeats(flags: readonly string[], agents: readonly AgentChoice[]): SeatKind[] {
  const seats: SeatKind[] = [...agents];
  const given = new Set<number>();
  for (const flag of flags) {
    const m = /^\s*(\d+)\s*=\s*([A-Za-z-]+(?::\S*)?)\s*$/.exec(flag);
    if (!m) throw new UsageError(say("seatSyntax", flag));
    const seat = Number(m[1]);
    const kind = m[2]!;
    if (seat < 1 || seat > seats.length) throw new UsageError(say("seatOutOfRange", seat, seats.length));
    const wrong = seatKindError(kind);
    if (wrong !== undefined)
      throw new UsageError(
        wrong.knownKind ? { en: `--seat ${seat}: ${wrong.told.en}`, ko: `--seat ${seat}: ${wrong.told.ko}` } : wrong.told,
      );
    if (given.has(seat)) throw new UsageError(say("seatTwice", seat));
    given.add(seat);
    seats[seat - 1] = kind;
  }
  return seats;
}
