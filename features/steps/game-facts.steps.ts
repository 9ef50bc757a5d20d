// Facts about a game as a whole, checked by starting matches: how many may play, which option
// values exist. A count outside the range must be refused with the diagnostic `bad-player-count`.
import { Then } from "@cucumber/cucumber";
import { AgonError, newMatch, type MatchConfig, type OptionInfo } from "../../src/index.js";
import { infoOf } from "../support/games.js";
import type { AgonWorld } from "../support/world.js";
import { withStepCap } from "../support/engine.js";
import { optionValue } from "../support/hooks.js";
import { sameItems } from "../support/lists.js";
import { fail } from "../support/failures.js";

const NAMES = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12"];

/** the diagnostic code a configuration is refused with, or undefined when a match starts */
function refusal(world: AgonWorld, config: MatchConfig): string | undefined {
  try {
    newMatch(world.game, withStepCap(config));
    return undefined;
  } catch (e) {
    if (e instanceof AgonError) return e.diagnostic.code;
    throw e;
  }
}

function withPlayers(n: number): MatchConfig {
  return { players: NAMES.slice(0, n).map((name) => ({ name })), seed: 1 };
}

export function gameAllows(this: AgonWorld, min: number, max: number) {
  for (let n = min; n <= max; n++) {
    const code = refusal(this, withPlayers(n));
    if (code) throw fail("playerCountRefused", n, code);
  }
  for (const n of [min - 1, max + 1]) {
    if (n < 1 || n > NAMES.length) continue;
    const code = refusal(this, withPlayers(n));
    if (code !== "bad-player-count") throw fail("playerCountAllowed", n, code);
  }
}
Then("the game allows {int} to {int} players", gameAllows);

export function optionAccepts(this: AgonWorld, option: string, value: string) {
  const config = { ...this.config(), options: { ...this.options, [option]: optionValue(value) } };
  const code = refusal(this, config);
  if (code) throw fail("optionValueRefused", option, value, code);
}
Then("the option {string} accepts {string}", optionAccepts);

export function optionRefuses(this: AgonWorld, option: string, value: string) {
  const config = { ...this.config(), options: { ...this.options, [option]: optionValue(value) } };
  const code = refusal(this, config);
  if (code !== "bad-option") throw fail("optionValueAccepted", option, value, code);
}
Then("the option {string} does not accept {string}", optionRefuses);

function optionInfo(world: AgonWorld, name: string): OptionInfo {
  const info = infoOf(world.game).options.find((o) => o.name === name);
  if (!info) throw fail("noOption", name);
  return info;
}

/** The rulebook ambiguity an option settles, as the game declares it. */
export function optionResolves(this: AgonWorld, name: string, rule: string) {
  const info = optionInfo(this, name);
  if (!info.resolves.includes(rule)) throw fail("optionResolves", name, info.resolves, rule);
}
Then("the option {string} resolves {rule}", optionResolves);

export function optionDefaultsTo(this: AgonWorld, name: string, value: string) {
  const info = optionInfo(this, name);
  if (String(info.default) !== value) throw fail("optionDefault", name, info.default, value);
}
Then("the option {string} defaults to {string}", optionDefaultsTo);

/** Whose reading an option's default is, by the game's divergence on it: `en`, `ko`, `both`
 *  (every book that takes a side takes this one) or `neither` (no book takes it). */
export function optionDefaultIsReadingOf(this: AgonWorld, name: string, whose: string) {
  const info = optionInfo(this, name);
  const divergence = infoOf(this.game).divergences.find((d) => d.subject === name && d.kind === "option");
  if (!divergence) throw fail("noDivergenceOn", name);
  const value = String(info.default);
  const books = [...new Set(divergence.readings.map((r) => r.book))];
  const taking = books.filter((book) => divergence.readings.some((r) => r.book === book && r.value === value));
  const found = taking.length === 0 ? "neither" : taking.length === books.length ? "both" : taking.join(" and ");
  if (found !== whose) throw fail("defaultReading", name, value, found, whose);
}
Then("the option {string} defaults to the reading of {word}", optionDefaultIsReadingOf);

export function optionValueCount(this: AgonWorld, name: string, n: number) {
  const info = optionInfo(this, name);
  if ((info.values ?? []).length !== n) throw fail("valueCount", name, info.values ?? [], n);
}
Then("the option {string} has {int} value(s)", optionValueCount);

Then("the option {string} has the values {list}", function (this: AgonWorld, name: string, values: string[]) {
  const info = optionInfo(this, name);
  if (!sameItems(info.values ?? [], values)) throw fail("valuesAre", name, info.values ?? []);
});
