// The hand-written Olympia engine as an adapter: agon conform --engine "node --import ./scripts/register.mjs bench/adapters/olympia.ts"
// It reports each decision by the rules file's label, variable and options (the engine says which
// question it asks; its zones give the options), every zone and variable, and takes an arranged
// position after the setup.
import type { PlainValue } from "../../src/index.js";
import { zoneKey } from "../engine-kit.js";
import { LayoutRefused, OlympiaEngine, QUESTION_RULES, readOlympiaDeck, type OlympiaDeck } from "../olympia-engine.js";
import type { Zones } from "./arrange-layout.js";
import { serveHandWritten, type EnginePlayer, type Question } from "./hand-written.js";
import { layoutPlayer } from "./layout-player.js";

function olympiaPlayer(engine: OlympiaEngine, deck: OlympiaDeck, names: readonly string[]): EnginePlayer {
  return layoutPlayer(engine, deck.ids, LayoutRefused, (zones) => reports(engine, deck, names, zones));
}

function reports(
  engine: OlympiaEngine,
  deck: OlympiaDeck,
  names: readonly string[],
  zones: () => Zones,
): Pick<EnginePlayer, "question" | "variable" | "record"> {
  const rowTops = (zs: Zones): string[] => deck.disciplines.flatMap((_, d) => zs.get(zoneKey("row", d))!.slice(0, 1));
  return {
    record(log) {
      engine.log = log;
    },
    question(seat, count, optional): Question {
      const asked = { optional, secret: false, rule: QUESTION_RULES[engine.question] };
      const zs = zones();
      switch (engine.question) {
        case "opening-1":
          return { ...asked, card: true, label: "opening tile for circle I", variable: "opener", options: rowTops(zs) };
        case "opening-2": {
          // the first choice's tiles but the one in circle I, whose row shows its next tile now
          const opener = deck.discipline[engine.c1];
          const options = deck.disciplines.flatMap((_, d) => (d === opener ? [] : zs.get(zoneKey("row", d))!.slice(0, 1)));
          return { ...asked, card: true, label: "opening tile for circle II", variable: "follower", options };
        }
        case "athlete":
          return {
            ...asked,
            secret: true,
            card: true,
            label: "athlete to play",
            variable: "card",
            options: zs.get(zoneKey("hand", seat))!,
          };
        case "discipline":
          return {
            ...asked,
            label: "discipline for circle II",
            variable: "next-discipline",
            options: deck.disciplines.filter((_, d) => zs.get(zoneKey("row", d))!.length > 0),
          };
        case "receiver":
          return {
            ...asked,
            label: "who gets the card",
            variable: "receiver",
            options: [names[seat]!, ...Array.from({ length: count - 1 }, (_, i) => names[engine.waiting[i]!]!)],
          };
        default: {
          const unknown: never = engine.question;
          throw new Error(`unknown question ${String(unknown)}`);
        }
      }
    },
    variable(name, seat): PlainValue | undefined {
      switch (name) {
        case "dealer":
          return names[engine.dealer];
        case "points":
          // the rules file sets the points when the game is over (OLY-E3)
          return seat === undefined || seat >= names.length ? undefined : engine.finished ? engine.points[seat] : 0;
        case "contested-discipline":
          return engine.contested < 0 ? null : deck.disciplines[engine.contested];
        default:
          return undefined;
      }
    },
  };
}

await serveHandWritten({
  name: "hand-written olympia-2000 (bench/olympia-engine.ts)",
  rules: "rules/olympia-2000.agon",
  implemented: {
    "opening-tiles": ["chosen", "random"],
    "next-discipline-chooser": ["worst", "best"],
    "consolation-when-exhausted": ["none"],
    "placing-ties": ["no-winner", "best-tie-only"],
    "winner-ties": ["shared"],
    "consolation-points": ["counted"],
    "refill-after-giving": ["draw-again"],
    "void-contest-consolation": ["given", "withheld"],
    "replay-pile": ["stays", "passes"],
    "hand-size": [3, 4, 5, 6],
  },
  factory: (game, names, options) => {
    const deck = readOlympiaDeck(game);
    const engine = new OlympiaEngine(deck, names.length, {
      openingRandom: options["opening-tiles"] === "random",
      chooserBest: options["next-discipline-chooser"] === "best",
      handSize: options["hand-size"] as number,
      bestTieOnly: options["placing-ties"] === "best-tie-only",
      consolationWithheld: options["void-contest-consolation"] === "withheld",
      replayPasses: options["replay-pile"] === "passes",
    });
    return olympiaPlayer(engine, deck, names);
  },
  reports: { decisions: true, zones: true, vars: true, events: true },
});
