// Korean particles in step text: both forms of each particle for the step patterns, and the checks
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
  /** the copula after a word: 클레오다, 벤이다 */
  is: "(?:이다|다)",
} as const;

export interface WrongParticle {
  written: string;
  right: string;
}

const FORMS = "으로|이다|이|가|은|는|을|를|와|과|로|다";

/** Whether `form` may follow `word`: the form of its pair that the word takes, or 이다 after a
 *  vowel (클레오이다 is as right as 클레오다; only 벤다 is wrong). */
function fits(word: string, form: string): boolean {
  const right = particle(word, PAIR_OF[form]!);
  return right === form || (form === "이다" && right === "다");
}

/** `"선수 13"` -> 선수 13: the word a particle after it follows */
const bare = (word: string): string => word.replace(/^"|"$/g, "");

/** The particles after `names` (and after quoted names) in a step's text that do not follow the
 *  word before them: 안나은 (안나는), 안나이 (안나가), "선수 13"를 ("선수 13"을). */
export function wrongParticles(text: string, names: readonly string[]): WrongParticle[] {
  const wrong: WrongParticle[] = [];
  const check = (word: string, shown: string, written: string) => {
    if (!fits(word, written)) wrong.push({ written: `${shown}${written}`, right: `${shown}${particle(word, PAIR_OF[written]!)}` });
  };
  for (const m of text.matchAll(/"([^"]+)"(으로|이|가|은|는|을|를|와|과|로)(?=[\s,]|$)/g)) check(m[1]!, `"${m[1]}"`, m[2]!);
  for (const name of [...new Set(names)].sort((a, b) => b.length - a.length)) {
    // most names are not in a given step: a cheap look first (a pattern per name per step was 2% of `npm start`)
    if (!text.includes(name)) continue;
    for (const m of text.matchAll(particleAfter(name))) check(name, name, m[1]!);
  }
  return wrong;
}

const particleAfterName = new Map<string, RegExp>();

/** The pattern of `name` as a word followed by a particle, made once per name. */
function particleAfter(name: string): RegExp {
  let pattern = particleAfterName.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?<=^|\\s)${escapeForRegExp(name)}(으로|이|가|은|는|을|를|와|과|로)(?=[\\s,]|$)`, "g");
    particleAfterName.set(name, pattern);
  }
  return pattern;
}

/** The particles after the slots of a step, the words its pattern leaves open (`[start, end)` in
 *  `text`: a name, a number, a rule ID, a list, a quoted name): the particle or copula right after
 *  a slot follows its last word (벤이다, 3을, OLY-T9를), and in a list 와/과 follows the item before
 *  it (안나와 벤, 벤과 클레오). A slot a pattern closes in quotes (`"…"다`) is read inside them. */
export function slotParticles(text: string, slots: readonly (readonly [number, number] | undefined)[]): WrongParticle[] {
  const wrong: WrongParticle[] = [];
  /** `shown`: the word as the step writes it (a quoted slot with its quotes) */
  const check = (word: string, form: string, shown = word) => {
    if (!fits(bare(word), form)) wrong.push({ written: `${shown}${form}`, right: `${shown}${particle(bare(word), PAIR_OF[form]!)}` });
  };
  for (const slot of slots) {
    if (!slot) continue;
    const inside = text.slice(slot[0], slot[1]);
    for (const m of inside.matchAll(/("[^"]+"|[^\s,"]+)(와|과)(?= \S)/g)) check(m[1]!, m[2]!);
    const quoted = text[slot[1]] === '"' && text[slot[0] - 1] === '"';
    const after = text.slice(slot[1] + (quoted ? 1 : 0));
    const form = after.match(new RegExp(`^(${FORMS})(?=[\\s,.:]|$)`))?.[1];
    const last = inside.match(/("[^"]+"|[^\s,"]+)$/)?.[1];
    if (form !== undefined && last !== undefined) check(last, form, quoted ? `"${inside}"` : last);
  }
  return wrong;
}

/** `text` matched as it is inside a regular expression. */
export function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
