// The hand-written OlymPeak engine as an adapter: agon conform --engine "node --import ./scripts/register.mjs bench/adapters/olympeak.ts"
import { readOlympeakDeck } from "../olympeak-deck.js";
import { OlympeakEngine } from "../olympeak-engine.js";
import { serveHandWritten } from "./hand-written.js";

await serveHandWritten({
  name: "hand-written olympeak (bench/olympeak-engine.ts)",
  rules: "rules/olympeak.agon",
  implemented: {
    "white-in-small-games": [false, true],
    clamp: ["per-turn", "per-card"],
    "insert-draw": ["keep-six", "extra"],
    "places-after-a-tie": ["skip", "follow"],
  },
  factory: (game, names, options) => {
    const engine = new OlympeakEngine(readOlympeakDeck(game), names.length, {
      whiteInSmallGames: options["white-in-small-games"] === true,
      clampPerCard: options.clamp === "per-card",
      insertDrawsExtra: options["insert-draw"] === "extra",
      placesFollow: options["places-after-a-tie"] === "follow",
    });
    return { play: (seed, agents) => engine.play(seed, agents) };
  },
  // the engine keeps its state in numbered arrays and does not say what it asks
  reports: { decisions: false, zones: false, vars: false },
});
