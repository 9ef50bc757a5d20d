// Korean particles in step text: both forms of each particle for the step patterns, and the check
// that a particle follows the word before it (the choice of form itself is src/cli/josa.ts).
import { PAIR_OF, particle, type ParticlePair } from "../../src/cli/josa.js";

export { PAIR_OF, particle, type ParticlePair };

/** Both forms of every particle, for step patterns: a step reads "클레오가" and "벤이" alike. */
export const PARTICLE = {
  subject: "(?:이|가)",
  topic: "(?:은|는)",
  object: "(?:을|를)",
  and: "(?:와|과)",
  toward: "(?:으로|로)",
} as const;

export interface WrongParticle {
  written: string;
  right: string;
}

/** The particles after `names` (and after quoted names) in a step's text that do not follow the
 *  word before them: 안나은 (안나는), 안나이 (안나가), "선수 13"를 ("선수 13"을). */
export function wrongParticles(text: string, names: readonly string[]): WrongParticle[] {
  const wrong: WrongParticle[] = [];
  const check = (word: string, shown: string, written: string) => {
    const right = particle(word, PAIR_OF[written]!);
    if (right !== written) wrong.push({ written: `${shown}${written}`, right: `${shown}${right}` });
  };
  for (const m of text.matchAll(/"([^"]+)"(으로|이|가|은|는|을|를|와|과|로)(?=[\s,]|$)/g)) check(m[1]!, `"${m[1]}"`, m[2]!);
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const m of text.matchAll(new RegExp(`(?<=^|\\s)${escaped}(으로|이|가|은|는|을|를|와|과|로)(?=[\\s,]|$)`, "g")))
      check(name, name, m[1]!);
  }
  return wrong;
}
