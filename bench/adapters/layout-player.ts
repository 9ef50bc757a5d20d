// What the adapters of both hand-written engines share: an engine that keeps its zones as
// numbered cards (engine-kit's Layout) and takes an arranged position after its setup, wrapped
// as the EnginePlayer that serveHandWritten drives.
import type { Agent, GameResult } from "../../src/index.js";
import { AdapterRefusal } from "../../src/adapter/serve.js";
import type { Layout } from "../engine-kit.js";
import type { Zones } from "./arrange-layout.js";
import type { EnginePlayer } from "./hand-written.js";

export interface LayoutEngine {
  play(seed: number, agents: Agent[]): GameResult;
  layout(): Layout;
  /** throws the engine's own refusal (any Error) for a position it cannot hold */
  setLayout(zones: Layout): void;
  afterSetup: (() => void) | undefined;
}

/** `refusal`: the engine's error class for a position it cannot hold, reported as not supported;
 *  `reports` the questions and variables, given the zones as ids */
export function layoutPlayer(
  engine: LayoutEngine,
  ids: readonly string[],
  refusal: new (...args: never[]) => Error,
  reports: (zones: () => Zones) => Pick<EnginePlayer, "question" | "variable" | "record">,
): EnginePlayer {
  const number = new Map(ids.map((id, c) => [id, c]));
  const zones = (): Zones => new Map([...engine.layout()].map(([key, cards]) => [key, cards.map((c) => ids[c]!)]));
  return {
    ...reports(zones),
    play: (seed, agents) => engine.play(seed, agents),
    zones,
    arrangeAfterSetup(arrange) {
      engine.afterSetup = () => {
        const zs = zones();
        arrange(zs);
        try {
          engine.setLayout(new Map([...zs].map(([key, cards]) => [key, cards.map((id) => number.get(id)!)])));
        } catch (e) {
          if (e instanceof refusal) throw new AdapterRefusal("unsupported", e.message);
          throw e;
        }
      };
    },
  };
}
