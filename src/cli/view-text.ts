// One player's view of the table as text: every zone they see into with its cards described, the
// others as counts, what they were shown in secret, and the score. Used by the terminal seat and
// by `agon replay --as`.
import type { CompiledGame, PlayerView } from "../index.js";
import { localizedNames, nameIn } from "../index.js";
import { escapeControls } from "../../grammar/terminal-text.js";
import type { EventCardDescriber } from "./card-descriptions.js";
import { phrasesFor } from "./story-phrases.js";

/** `standings`: each seat's declared standings now (a game that declares them is shown by them,
 *  its score variable being set only as the game ends) */
export function viewLines(
  game: CompiledGame,
  view: PlayerView,
  players: readonly string[],
  cards: EventCardDescriber,
  standings?: readonly number[],
): string[] {
  const words = phrasesFor(cards.lang);
  const lines = [`${view.player}:`];
  for (const [label, zone] of Object.entries(view.zones)) {
    if (zone.count === 0) continue;
    const open = label.indexOf("[");
    const name = nameIn(game, "zone", open < 0 ? label : label.slice(0, open), cards.lang);
    const index = open < 0 ? undefined : label.slice(open + 1, -1);
    const value =
      index === undefined
        ? undefined
        : (localizedNames(game).find((d) => d.thing === "enum-value" && d.name === index)?.names[cards.lang] ?? index);
    const where = index === undefined ? name : players.includes(index) ? words.zoneOf(name, index) : words.zoneOfValue(name, value!);
    const what = zone.cards ? zone.cards.map((c) => cards.card(c)).join(", ") : words.cards(zone.count);
    lines.push(`  ${where}: ${what}`);
  }
  const shown = view.known.filter((c) => !Object.values(view.zones).some((z) => z.cards?.includes(c)));
  if (shown.length > 0) lines.push(`  ${words.shown}: ${shown.map((c) => cards.card(c)).join(", ")}`);
  const score = game.program.game?.score?.name;
  if (game.program.game?.standings && standings !== undefined) {
    lines.push(`  ${words.standings}: ${players.map((p, seat) => `${p} ${standings[seat]}`).join(" · ")}`);
  } else if (score !== undefined) {
    const scoreName = nameIn(game, "variable", score, cards.lang);
    lines.push(`  ${scoreName}: ${players.map((p) => `${p} ${String(view.variables[`${score}[${p}]`] ?? 0)}`).join(" · ")}`);
  }
  return lines.map(escapeControls);
}
