// Agon's own engine as an adapter: every capability, answered by a Match of the loaded rules.
// `agon adapter RULES` serves it; the protocol tests and `agon conform --engine "agon adapter ..."`
// check the protocol against the engine the features were written for.
import { makeAgent } from "../agents/kinds.js";
import { AgonError, newMatch, type CardChange, type CompiledGame, type Match } from "../index.js";
import { CAPABILITIES, PLAY_OUT_AGENTS, PROTOCOL_VERSION } from "./protocol.js";
import { AdapterRefusal, type AdapterHandler } from "./serve.js";

/** `withTestDeck`: the game loaded again with a test deck's changes */
export function agonAdapter(game: CompiledGame, withTestDeck: (changes: readonly CardChange[]) => CompiledGame): AdapterHandler {
  let match: Match | undefined;
  /** the game the match plays: `game`, or it with a test deck */
  let playing = game;
  const current = (): Match => {
    if (!match) throw new AdapterRefusal("failed", "no match: send start first");
    return match;
  };
  return {
    declaration: { protocol: PROTOCOL_VERSION, engine: "agon", games: [game.name], capabilities: [...CAPABILITIES] },
    handle(request) {
      switch (request.op) {
        case "start":
          if (request.game !== game.name) throw new AdapterRefusal("unsupported", `this adapter plays ${game.name}, not ${request.game}`);
          playing = request.cardChanges ? withTestDeck(request.cardChanges as CardChange[]) : game;
          match = newMatch(playing, {
            players: request.players,
            seed: request.seed,
            options: request.options,
            arrangements: request.arrangements,
          });
          return undefined;
        case "pending":
          return current().pending() ?? null;
        case "choose":
          try {
            current().choose(request.value as never);
          } catch (error) {
            if (error instanceof AgonError && error.diagnostic.code === "illegal-choice")
              throw new AdapterRefusal("illegal", error.message);
            throw error;
          }
          return undefined;
        case "zone":
          return current().zone(request.name, request.index);
        case "variable":
          return current().variable(request.name, request.index);
        case "events":
          return current().events();
        case "view":
          return current().view(request.player);
        case "result":
          return current().result() ?? null;
        case "play-out":
          return current().runWith(
            request.agents.map((a) => makeAgent(PLAY_OUT_AGENTS[a.kind], playing, a.kind === "random" ? a.seed : 0)),
          );
        default: {
          const unhandled: never = request;
          throw new AdapterRefusal("unsupported", `no operation ${(unhandled as { op: string }).op}`);
        }
      }
    },
  };
}
