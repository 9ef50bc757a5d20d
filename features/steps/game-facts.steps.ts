// Facts about a game as a whole, checked by starting matches: how many may play, which option
// values exist. A count outside the range must be refused with the diagnostic `bad-player-count`.
import { Then } from "@cucumber/cucumber";
import { AgonError, newMatch, type MatchConfig } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { optionValue } from "../support/hooks.js";

const NAMES = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12"];

/** the diagnostic code a configuration is refused with, or undefined when a match starts */
function refusal(world: AgonWorld, config: MatchConfig): string | undefined {
  try {
    newMatch(world.game, config);
    return undefined;
  } catch (e) {
    if (e instanceof AgonError) return e.diagnostic.code;
    throw e;
  }
}

function withPlayers(n: number): MatchConfig {
  return { players: NAMES.slice(0, n).map((name) => ({ name })), seed: 1 };
}

Then("the game allows {int} to {int} players", function (this: AgonWorld, min: number, max: number) {
  for (let n = min; n <= max; n++) {
    const code = refusal(this, withPlayers(n));
    if (code) throw new Error(`a game of ${n} players is refused: ${code}`);
  }
  for (const n of [min - 1, max + 1]) {
    if (n < 1 || n > NAMES.length) continue;
    const code = refusal(this, withPlayers(n));
    if (code !== "bad-player-count") throw new Error(`a game of ${n} players gives ${code ?? "a match"}, expected bad-player-count`);
  }
});

Then("the option {string} accepts {string}", function (this: AgonWorld, option: string, value: string) {
  const config = { ...this.config(), options: { ...this.options, [option]: optionValue(value) } };
  const code = refusal(this, config);
  if (code) throw new Error(`${option}=${value} is refused: ${code}`);
});

Then("the option {string} does not accept {string}", function (this: AgonWorld, option: string, value: string) {
  const config = { ...this.config(), options: { ...this.options, [option]: optionValue(value) } };
  const code = refusal(this, config);
  if (code !== "bad-option") throw new Error(`${option}=${value} gives ${code ?? "a match"}, expected bad-option`);
});
