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
    const zoneName = open < 0 ? label : label.slice(0, open);
    const name = nameIn(game, "zone", zoneName, cards.lang);
    const index = open < 0 ? undefined : label.slice(open + 1, -1);
    const value =
      index === undefined
        ? undefined
        : (localizedNames(game).find((d) => d.thing === "enum-value" && d.name === index)?.names[cards.lang] ?? index);
    const where = index === undefined ? name : players.includes(index) ? words.zoneOf(name, index) : words.zoneOfValue(name, value!);
    const described = zone.cards?.map((c) => cards.card(c));
    const counter = counterOf(game, zoneName);
    // a player's zone named like every card in it (보너스 칩): counted through its owner, not named twice
    if (described && index !== undefined && players.includes(index) && described.every((d) => d === name)) {
      lines.push(`  ${words.holds(index, name, described.length, counter)}`);
      continue;
    }
    const what = described
      ? grouped(described, (d, n) => words.several(d, n, counter))
      : hidden(game, zoneName, zone.count, cards.lang, counter);
    lines.push(`  ${where}: ${what}`);
  }
  const shown = view.known.filter((c) => !Object.values(view.zones).some((z) => z.cards?.includes(c)));
  if (shown.length > 0) lines.push(`  ${words.shown}: ${shown.map((c) => cards.card(c)).join(", ")}`);
  const score = game.program.game?.score?.name;
  if (game.program.game?.standings && standings !== undefined) {
    lines.push(`  ${words.standings}: ${players.map((p, seat) => `${p} ${words.points(standings[seat]!)}`).join(" · ")}`);
  } else if (score !== undefined) {
    const scoreName = nameIn(game, "variable", score, cards.lang);
    const value = (p: string) => view.variables[`${score}[${p}]`] ?? 0;
    lines.push(
      `  ${scoreName}: ${players.map((p) => `${p} ${typeof value(p) === "number" ? words.points(value(p) as number) : String(value(p))}`).join(" · ")}`,
    );
  }
  return lines.map(escapeControls);
}

/** A zone the player cannot see into, counted by the kind it holds, by that kind's name in the
 *  language (칩 5개, 5 bonus chips); as cards where the kind has no name there or any kind goes. */
function hidden(game: CompiledGame, zone: string, n: number, lang: string, counter: string): string {
  const words = phrasesFor(lang);
  const kind = game.program.zones.get(zone)?.of.name;
  const named = localizedNames(game).find((d) => d.thing === "kind" && d.name === kind)?.names[lang];
  return named === undefined ? words.cards(n) : words.components(n, named, counter);
}

/** Cards described alike, one after another, told once with their number: 보너스 칩 7개. */
function grouped(described: readonly string[], several: (description: string, n: number) => string): string {
  const runs: { description: string; n: number }[] = [];
  for (const d of described) {
    const last = runs.at(-1);
    if (last?.description === d) last.n++;
    else runs.push({ description: d, n: 1 });
  }
  return runs.map((r) => (r.n === 1 ? r.description : several(r.description, r.n))).join(", ");
}

/** The Korean counter of a zone's cards: 장 for a kind named as cards (숫자 카드), 개 for anything else. */
function counterOf(game: CompiledGame, zone: string): string {
  const kind = game.program.zones.get(zone)?.of.name;
  const named = kind === undefined ? undefined : nameIn(game, "kind", kind, "ko");
  return named?.endsWith("카드") ? "장" : "개";
}
