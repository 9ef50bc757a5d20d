// The hand-written Olympia engine as an adapter: agon conform --engine "node --import ./scripts/register.mjs bench/adapters/olympia.ts"
import { OlympiaEngine, readOlympiaDeck } from "../olympia-engine.js";
import { serveHandWritten } from "./hand-written.js";

await serveHandWritten({
  name: "hand-written olympia-2000 (bench/olympia-engine.ts)",
  rules: "rules/olympia-2000.agon",
  implemented: {
    "opening-tiles": ["chosen", "random"],
    "next-discipline-chooser": ["worst", "best"],
    "consolation-when-exhausted": ["none"],
    "placing-ties": ["no-winner"],
    "winner-ties": ["shared"],
    "consolation-points": ["counted"],
    "refill-after-giving": ["draw-again"],
  },
  factory: (game, n, options) => {
    const engine = new OlympiaEngine(readOlympiaDeck(game), n, {
      openingRandom: options["opening-tiles"] === "random",
      chooserBest: options["next-discipline-chooser"] === "best",
    });
    return (seed, agents) => engine.play(seed, agents);
  },
});
