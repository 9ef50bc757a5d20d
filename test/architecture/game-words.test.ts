// The core knows no particular game: no game's name, option identifier or rule-ID prefix appears
// in grammar/ or src/, not even in a comment (a third game must read the core as written for it).
// The words are read from the games' own files, so a new game is held to it without an edit here.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ending))
    .map((e) => join(e.parentPath, e.name));
}

/** The games' Korean names (`ko "..."` in rules/ and cards/) that are distinctive enough to be a
 *  game's own: several words, or one of four syllables or more (a short word such as 카드 or 점수
 *  is the core's as much as a game's). Templates' `{slots}` are left out. */
function koreanNames(): string[] {
  const names = new Set<string>();
  for (const dir of ["rules", "cards"])
    for (const file of filesUnder(join(ROOT, dir), ".agon"))
      for (const m of readFileSync(file, "utf8").matchAll(/\bko:? "([^"]+)"/g)) {
        const name = m[1]!
          .replace(/\{[^}]*\}/g, " ")
          .replace(/[()?,]/g, " ")
          .trim();
        for (const part of name.split(/\s{2,}/)) {
          const words = part
            .trim()
            .split(/\s+/)
            .filter((w) => /[\uac00-\ud7a3]/.test(w));
          if (words.length >= 2 || (words.length === 1 && words[0]!.length >= 4)) names.add(words.join(" "));
        }
      }
  return [...names];
}

/** Each game's id, the distinctive first word of it, its hyphenated option identifiers and the
 *  prefixes of its rule IDs, as its rules and rulebook files declare them, and its distinctive
 *  Korean names. */
function gameWords(): string[] {
  const words = new Set<string>();
  for (const file of filesUnder(join(ROOT, "rules"), ".agon")) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/^game ([a-z][\w-]*)/gm)) {
      words.add(m[1]!);
      const first = m[1]!.split("-")[0]!;
      if (first.length >= 5) words.add(first);
    }
    for (const m of text.matchAll(/^option ([a-z]+-[\w-]+)/gm)) words.add(m[1]!);
  }
  for (const file of filesUnder(join(ROOT, "rules"), ".rulebook.json"))
    for (const m of readFileSync(file, "utf8").matchAll(/"([A-Z]{2,4})-[A-Z]+\d+"/g)) words.add(`${m[1]}-`);
  for (const name of koreanNames()) words.add(name);
  return [...words];
}

describe("the core is game-agnostic", () => {
  it("no game's words in grammar/ or src/", () => {
    const words = gameWords();
    expect(words).toContain("olympeak");
    expect(words.some((w) => /[\uac00-\ud7a3]/.test(w))).toBe(true);
    const hits: string[] = [];
    for (const dir of ["grammar", "src"])
      for (const file of filesUnder(join(ROOT, dir), ".ts")) {
        const lines = readFileSync(file, "utf8").split("\n");
        lines.forEach((line, i) => {
          const lower = line.toLowerCase();
          for (const word of words) {
            const found = word.endsWith("-") ? new RegExp(`\\b${word}[A-Z]+\\d`).test(line) : lower.includes(word);
            if (found) hits.push(`${relative(ROOT, file)}:${i + 1}: ${word}`);
          }
        });
      }
    expect(hits).toEqual([]);
  });
});
