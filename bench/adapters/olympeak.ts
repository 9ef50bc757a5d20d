// The hand-written OlymPeak engine as an adapter: agon conform --engine "node --import ./scripts/register.mjs bench/adapters/olympeak.ts"
// It reports each decision by the rules file's label, variable and options (the engine says which
// question it asks and gives its options), every zone (the tableau by column) and variable, and
// takes an arranged position after the setup.
import type { PlainValue } from "../../src/index.js";
import { readOlympeakDeck } from "../olympeak-deck.js";
import { LayoutRefused, OlympeakEngine, QUESTION_RULES, type OlympeakQuestion } from "../olympeak-engine.js";
import { layoutPlayer } from "./layout-player.js";
import { serveHandWritten, type Question } from "./hand-written.js";

/** each question's label, variable and whether it is optional or secret or of cards, as the rules file writes them */
const QUESTIONS: Record<OlympeakQuestion, Omit<Question, "options">> = {
  "card to exchange": { label: "card to exchange", variable: "c", optional: true, secret: true, card: true },
  "first place": { label: "first place", variable: "t", optional: false, secret: true, card: true },
  "second place": { label: "second place", variable: "u", optional: false, secret: true, card: true },
  "card to play": { label: "card to play", variable: "c", optional: false, secret: true, card: true },
  column: { label: "column", variable: "k", optional: false, secret: false },
  "insert column": { label: "column", variable: "j", optional: false, secret: false },
  "use the stop order": { label: "use the stop order", variable: "use", optional: false, secret: false },
  "card to remove": { label: "card to remove", variable: "x", optional: true, secret: false, card: true },
  "card to insert": { label: "card to insert", variable: "x", optional: true, secret: false, card: true },
};

await serveHandWritten({
  name: "hand-written olympeak (bench/olympeak-engine.ts)",
  rules: "rules/olympeak.agon",
  implemented: {
    "white-in-small-games": [false, true],
    clamp: ["per-turn", "per-card"],
    "insert-draw": ["keep-six", "extra"],
    "places-after-a-tie": ["skip", "follow"],
    "white-card-in-small-games": [false, true],
    "age-ties": ["seat-order"],
    "insert-column": ["row", "turn"],
    "inserted-order": ["inert", "acts"],
    "recycle-when": ["next-draw", "emptied"],
  },
  attributes: ["age"],
  factory: (game, names, options, attributes) => {
    const deck = readOlympeakDeck(game);
    const contenders = game.enums.get("contender")!.values;
    const engine = new OlympeakEngine(deck, names.length, {
      whiteInSmallGames: options["white-in-small-games"] === true,
      clampPerCard: options.clamp === "per-card",
      insertDrawsExtra: options["insert-draw"] === "extra",
      placesFollow: options["places-after-a-tie"] === "follow",
      whiteCardStays: options["white-card-in-small-games"] === true,
      recycleWhenEmptied: options["recycle-when"] === "emptied",
      insertColumnTurn: options["insert-column"] === "turn",
      insertedOrderActs: options["inserted-order"] === "acts",
      ages: attributes.map((a) => (typeof a.age === "number" ? a.age : 30)),
    });
    return layoutPlayer(engine, deck.ids, LayoutRefused, () => ({
      record(log) {
        engine.log = log;
      },
      question(seat, count) {
        const asked = engine.optionsAsked(seat, count);
        const options: PlainValue[] =
          engine.question === "column" || engine.question === "insert column"
            ? asked.map((k) => contenders[k]!)
            : engine.question === "use the stop order"
              ? asked.map((b) => b === 1)
              : asked.map((c) => deck.ids[c]!);
        return { ...QUESTIONS[engine.question], options, rule: QUESTION_RULES[engine.question] };
      },
      variable(name, index): PlainValue | undefined {
        const perContender = (xs: Int32Array) => (index === undefined ? undefined : xs[index]);
        switch (name) {
          case "round":
            return engine.round;
          case "position":
            return perContender(engine.position);
          case "place":
            return perContender(engine.place);
          case "points":
            return perContender(engine.points);
          case "current-row":
            return engine.currentRow;
          case "turn-first-row":
            return engine.turnFirstRow;
          case "peak-reached":
            return engine.peak;
          case "leader":
            return names[engine.leader];
          case "waiting":
            return Array.from(engine.waiting.subarray(engine.waitFrom, engine.waitEnd), (p) => names[p]!);
          default:
            return undefined;
        }
      },
    }));
  },
  reports: { decisions: true, zones: true, vars: true, events: true },
});
