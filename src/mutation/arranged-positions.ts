// The positions the features arrange, as probes for `agon mutate`: random play from the start
// never reaches some bounds (a cube landing on exactly 36), but a scenario's Given steps put the
// game right next to them. While the unmutated features run, the steps' world records here each
// match it starts (features/support/world.ts): its configuration and the answers its Given steps
// made; the play probe then plays on from each such position with random agents.
import type { MatchConfig, PlainValue } from "../index.js";

export interface ArrangedPosition {
  game: string;
  config: MatchConfig;
  /** the decisions made before the scenario's first When step, in order */
  answers: PlainValue[];
}

const REGISTRY = Symbol.for("agon.mutate.arranged-positions");
type Holder = { [REGISTRY]?: ArrangedPosition[] };

/** Called by the steps' world as a match starts: kept only while a recording runs. */
export function recordArrangedPosition(position: ArrangedPosition): void {
  (globalThis as Holder)[REGISTRY]?.push(position);
}

/** Runs `body` (a run of the unmutated features) and returns the positions of `game` its
 *  scenarios arranged, each once. */
export async function recordingPositions(game: string, body: () => Promise<unknown>): Promise<ArrangedPosition[]> {
  const holder = globalThis as Holder;
  const recorded: ArrangedPosition[] = [];
  holder[REGISTRY] = recorded;
  try {
    await body();
  } finally {
    delete holder[REGISTRY];
  }
  const seen = new Map<string, ArrangedPosition>();
  for (const p of recorded) {
    if (p.game !== game) continue;
    const key = JSON.stringify(p);
    if (!seen.has(key)) seen.set(key, p);
  }
  return [...seen.values()];
}
