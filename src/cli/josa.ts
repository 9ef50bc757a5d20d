// Korean particles (josa) that follow the word before them: 이/가, 은/는, 을/를, 와/과, 으로/로, and
// the copula 이다/다. es-hangul chooses them from the last Hangul syllable; a word ending in a digit
// ("플레이어 3") is read aloud in Sino-Korean (삼), so the digit is replaced by the syllable it is
// read as first.
import { josa } from "es-hangul";

export type ParticlePair = "이/가" | "은/는" | "을/를" | "와/과" | "으로/로" | "이다/다";

export const PARTICLE_PAIRS: readonly ParticlePair[] = ["이/가", "은/는", "을/를", "와/과", "으로/로", "이다/다"];

/** the last syllable of how a trailing digit is read: 1 일, 2 이, ... 0 as in 십, 백, 영 */
const DIGIT_READING = ["십", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];

function spoken(word: string): string {
  const m = word.match(/(\d)$/);
  return m ? word.slice(0, -1) + DIGIT_READING[Number(m[1])] : word;
}

/** The particle of `pair` that follows `word`: particle("나무", "이/가") is "가", particle("벤",
 *  "이다/다") is "이다" (the copula follows the last syllable as 이라/라 does). */
export function particle(word: string, pair: ParticlePair): string {
  if (pair === "이다/다") return josa.pick(spoken(word), "이라/라") === "이라" ? "이다" : "다";
  return josa.pick(spoken(word), pair);
}

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
  이다: "이다/다",
  다: "이다/다",
};
