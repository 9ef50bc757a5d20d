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
