// A hand-written engine of bench/ behind the adapter protocol (docs/adapter-protocol.md). Those
// engines play a whole game in one call, asking agents for the index of their answer, and keep no
// zones, variables or events one could read by the rules file's names: so the adapter declares
// only what they can do (options they implement, play-out with first-legal or random agents, the
// result) and every other scenario is "not supported". They read the deck through Agon's API, as
// in the benchmark, and use Agon's agents, which are the same on both sides.
import { firstLegalAgent, gameInfo, loadGame, randomAgent, type Agent, type CompiledGame, type GameResult } from "../../src/index.js";
import { PROTOCOL_VERSION } from "../../src/adapter/protocol.js";
import { AdapterRefusal, serveAdapter } from "../../src/adapter/serve.js";

/** Makes the engine's player for `players` seats under the given option values (all given, defaults filled in). */
export type EngineFactory = (
  game: CompiledGame,
  players: number,
  options: Record<string, string | number | boolean>,
) => (seed: number, agents: Agent[]) => GameResult;

export interface HandWrittenEngine {
  name: string;
  rules: string;
  /** per option, the values the engine implements (any other is not supported) */
  implemented: Record<string, readonly (string | number | boolean)[]>;
  factory: EngineFactory;
}

export function serveHandWritten(engine: HandWrittenEngine): Promise<void> {
  const rules = new URL(`../../${engine.rules}`, import.meta.url).pathname;
  const { game } = loadGame(rules);
  if (!game) throw new Error(`${engine.rules} does not load`);
  const info = gameInfo(game);
  let match: { names: string[]; seed: number; options: Record<string, string | number | boolean>; result?: GameResult } | undefined;
  return serveAdapter({
    declaration: { protocol: PROTOCOL_VERSION, engine: engine.name, games: [game.name], capabilities: ["options", "play-out", "result"] },
    handle(request) {
      switch (request.op) {
        case "start": {
          const options = Object.fromEntries(info.options.map((o) => [o.name, o.default as string | number | boolean]));
          for (const [name, value] of Object.entries(request.options)) {
            if (!engine.implemented[name]?.includes(value))
              throw new AdapterRefusal("unsupported", `${engine.name} does not implement ${name}=${value}`);
            options[name] = value;
          }
          if (request.arrangements.length > 0) throw new AdapterRefusal("unsupported", "no arranged positions");
          match = { names: request.players.map((p) => p.name), seed: request.seed, options };
          return undefined;
        }
        case "play-out": {
          if (!match) throw new AdapterRefusal("failed", "no match: send start first");
          const agents = request.agents.map((a) => (a.kind === "first-legal" ? firstLegalAgent() : randomAgent(a.seed)));
          const played = engine.factory(game, match.names.length, match.options)(match.seed, agents);
          // the engines name the seats p1, p2, ...
          const name = (seat: string) => match!.names[Number(seat.slice(1)) - 1]!;
          match.result = {
            scores: Object.fromEntries(Object.entries(played.scores).map(([seat, points]) => [name(seat), points])),
            winners: played.winners.map(name),
          };
          return match.result;
        }
        case "result":
          return match?.result ?? null;
        default:
          throw new AdapterRefusal("unsupported", `${engine.name} cannot ${request.op}`);
      }
    },
  });
}
