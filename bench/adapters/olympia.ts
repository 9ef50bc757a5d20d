// The hand-written Olympia engine as an adapter: agon conform --engine "node --import ./scripts/register.mjs bench/adapters/olympia.ts"
// It reports each decision by the rules file's label, variable and options (the engine says which
// question it asks; its state gives the options) and the players' hands.
import type { CompiledGame } from "../../src/index.js";
import { OlympiaEngine, readOlympiaDeck, type OlympiaDeck } from "../olympia-engine.js";
import { serveHandWritten, type EnginePlayer, type Question } from "./hand-written.js";

/** circle I's and II's opening tiles are chosen from each row's first tile, in discipline order */
function firstTiles(game: CompiledGame, deck: OlympiaDeck): string[] {
  const probe = game.cards.filter((c) => c.kind === "laurel");
  return deck.disciplines.map((d, k) => {
    const tile = probe.find(
      (c) => game.program.cards[c.num]!.attributes.discipline === d && game.program.cards[c.num]!.attributes.value === deck.tiles[k]![0],
    );
    if (!tile) throw new Error(`no first tile of ${d}`);
    return tile.id;
  });
}

function olympiaPlayer(
  game: CompiledGame,
  n: number,
  engine: OlympiaEngine,
  deck: OlympiaDeck,
  names: (seat: number) => string,
): EnginePlayer {
  const twos = firstTiles(game, deck);
  const hand = (seat: number, count: number) => Array.from({ length: count }, (_, i) => deck.athleteIds[engine.hands[seat * 8 + i]!]!);
  return {
    play: (seed, agents) => engine.play(seed, agents),
    question(seat, count, optional, answered): Question {
      const asked = { optional, secret: false };
      switch (engine.question) {
        case "opening-1":
          return { ...asked, label: "opening tile for circle I", variable: "opener", options: twos };
        case "opening-2": {
          const opener = twos[answered.at(-1)!];
          return { ...asked, label: "opening tile for circle II", variable: "follower", options: twos.filter((t) => t !== opener) };
        }
        case "athlete":
          return { ...asked, secret: true, label: "athlete to play", variable: "card", options: hand(seat, count) };
        case "discipline":
          return {
            ...asked,
            label: "discipline for circle II",
            variable: "next-discipline",
            options: Array.from({ length: count }, (_, i) => deck.disciplines[engine.open[i]!]!),
          };
        case "receiver":
          return {
            ...asked,
            label: "who gets the card",
            variable: "receiver",
            options: [names(seat), ...Array.from({ length: count - 1 }, (_, i) => names(engine.waiting[i]!))],
          };
        default: {
          const unknown: never = engine.question;
          throw new Error(`unknown question ${String(unknown)}`);
        }
      }
    },
    zone: (name, seat) => (name === "hand" && seat !== undefined && seat < n ? hand(seat, engine.handLen[seat]!) : undefined),
  };
}

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
  factory: (game, names, options) => {
    const deck = readOlympiaDeck(game);
    const engine = new OlympiaEngine(deck, names.length, {
      openingRandom: options["opening-tiles"] === "random",
      chooserBest: options["next-discipline-chooser"] === "best",
    });
    return olympiaPlayer(game, names.length, engine, deck, (seat) => names[seat]!);
  },
  reports: { decisions: true, zones: true },
});
