// What a Korean scenario says when it fails: a Korean sentence saying what the step expected, the
// detail with every card, zone, choice and symbol by its Korean name, and the options the
// scenario plays under by their Korean names, with the option each one is (a hint from the Korean
// name to the rules file: 위로 칩 점수 -> consolation-points).
import { localizedNames, type CompiledGame } from "../../src/index.js";
import { KO } from "./ko.js";

/** id or name in the rules -> its Korean name, longest first so that no id is cut in two */
function dictionary(game: CompiledGame): [string, string][] {
  const entries: [string, string][] = [];
  for (const card of game.cards) if (card.names[KO]) entries.push([card.id, card.names[KO]!]);
  for (const d of localizedNames(game)) if (d.names[KO] && d.thing !== "game") entries.push([d.name, d.names[KO]!]);
  return entries.sort((a, b) => b[0].length - a[0].length);
}

const cache = new WeakMap<CompiledGame, [string, string][]>();

/** The English detail of a failure with the Korean names put in: `hand[안나]` -> `안나의 손`. */
export function inKorean(game: CompiledGame, message: string): string {
  const words = cache.get(game) ?? dictionary(game);
  cache.set(game, words);
  let text = message.replace(/\b([a-z][a-z0-9-]*)\[([^\]]+)\]/g, (whole, zone: string, index: string) => {
    const z = words.find(([id]) => id === zone)?.[1];
    const i = words.find(([id]) => id === index)?.[1] ?? index;
    return z ? `${i}의 ${z}` : whole;
  });
  // one pass over the text, so that a Korean name put in is never read again as an id
  const alternatives = words.map(([id]) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  if (alternatives) {
    const lookup = new Map(words);
    text = text.replace(new RegExp(`(?<![A-Za-z0-9-])(${alternatives})(?![A-Za-z0-9-])`, "g"), (id: string) => lookup.get(id) ?? id);
  }
  return text;
}

/** The options a scenario set, by their Korean names: `위로 칩 점수 = uncounted (option consolation-points)`. */
export function optionHint(game: CompiledGame, options: Record<string, unknown>): string {
  const named = localizedNames(game).filter((d) => d.thing === "option");
  const set = Object.entries(options).map(([option, value]) => {
    const ko = named.find((d) => d.name === option)?.names[KO];
    return `${ko ?? option} = ${String(value)} (옵션 ${option})`;
  });
  return set.length === 0 ? "" : `\n  이 시나리오의 옵션: ${set.join("; ")}`;
}
