// Korean particles (josa) that follow the word before them: 이/가, 은/는, 을/를, 와/과, 으로/로.
// es-hangul chooses them from the last Hangul syllable; a name ending in a digit ("선수 13") is
// read aloud in Sino-Korean (십삼), so the digit is replaced by the syllable it is read as first.
import { josa } from "es-hangul";

export type ParticlePair = "이/가" | "은/는" | "을/를" | "와/과" | "으로/로";

/** the last syllable of how a trailing digit is read: 1 일, 2 이, ... 0 as in 십, 백, 영 */
const DIGIT_READING = ["십", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];

function spoken(word: string): string {
  const m = word.match(/(\d)$/);
  return m ? word.slice(0, -1) + DIGIT_READING[Number(m[1])] : word;
}

/** The particle of `pair` that follows `word`: particle("클레오", "이/가") is "가". */
export function particle(word: string, pair: ParticlePair): string {
  return josa(spoken(word), pair).slice(spoken(word).length);
}

/** Both forms of every particle, for step patterns: a step reads "클레오가" and "벤이" alike. */
export const PARTICLE = {
  subject: "(?:이|가)",
  topic: "(?:은|는)",
  object: "(?:을|를)",
  and: "(?:와|과)",
  toward: "(?:으로|로)",
} as const;

/** each particle's pair, by either of its forms */
export const PAIR_OF: Readonly<Record<string, ParticlePair>> = {
  이: "이/가",
  가: "이/가",
  은: "은/는",
  는: "은/는",
  을: "을/를",
  를: "을/를",
  와: "와/과",
  과: "와/과",
  으로: "으로/로",
  로: "으로/로",
};

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
