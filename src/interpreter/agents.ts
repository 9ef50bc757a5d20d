// Synchronous agents: seeded random, first legal option, and scripted answers.
import { AgonError, type Agent, type Decision, type PlainValue } from "./api-types.js";
import { Rng } from "./rng.js";
import { badArgument, checkSeed } from "./api-checks.js";

/** A random agent that can start again on another seed, answering from there as `randomAgent`
 *  of that seed would: a simulation keeps one per seat for all its games. */
export interface RandomAgent extends Agent {
  reseed(seed: number): void;
}

export function randomAgent(seed = 0): RandomAgent {
  const rng = new Rng(checkSeed(seed, "randomAgent"));
  let current = seed;
  const pick = (count: number, optional: boolean): number => {
    const i = rng.below(count + (optional ? 1 : 0));
    return i < count ? i : -1;
  };
  return {
    // made when read (an error message names the agent), not at every game's reseed
    get name() {
      return `random(${current})`;
    },
    decide(d: Decision): PlainValue {
      const i = pick(d.options.length, d.optional);
      return i < 0 ? null : d.options[i]!;
    },
    decideIndex: pick,
    reseed(next: number): void {
      rng.reseed(checkSeed(next, "randomAgent"));
      current = next;
    },
  };
}

export function firstLegalAgent(): Agent {
  return {
    name: "first-legal",
    decide(d: Decision): PlainValue {
      return d.options.length ? d.options[0]! : null;
    },
    decideIndex(count: number): number {
      return count ? 0 : -1;
    },
  };
}

/** Answers decisions with the given values in order; fails clearly once they run out. */
export function scriptedAgent(answers: readonly PlainValue[]): Agent {
  if (!Array.isArray(answers)) throw badArgument("scriptedAgent", "`answers` must be a list of answers");
  let next = 0;
  return {
    name: "scripted",
    decide(d: Decision): PlainValue {
      if (next >= answers.length) {
        throw new AgonError({
          code: "script-exhausted",
          severity: "error",
          message: `the script has no answer for ${d.player}'s decision "${d.label}" (it held ${answers.length} answer(s))`,
          hint: `legal answers: ${d.options
            .slice(0, 10)
            .map((o) => JSON.stringify(o))
            .join(", ")}${d.options.length > 10 ? ", ..." : ""}`,
        });
      }
      return answers[next++]!;
    },
  };
}
