// The studio's own words (studio/src/chrome-words.ts) against the page: each entry in every
// language with the same placeholders, every `data-chrome` text of index.html an entry (written
// there in English, as the page reads before its script runs), and every entry in use.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHROME_LANGUAGES, CHROME_WORDS, chromeText, type ChromeKey } from "../../studio/src/chrome-words.js";
import { ROOT } from "../cli/run-cli.js";

const html = readFileSync(join(ROOT, "studio/index.html"), "utf8");
const marked = [...html.matchAll(/data-chrome="([^"]+)"[^>]*>([^<]*)</g)].map((m) => ({ key: m[1]!, text: m[2]! }));
const code = readdirSync(join(ROOT, "studio/src"))
  .filter((name) => name.endsWith(".ts") && name !== "chrome-words.ts")
  .map((name) => readFileSync(join(ROOT, "studio/src", name), "utf8"))
  .join("\n");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the studio's own words", () => {
  it.each(Object.keys(CHROME_WORDS))("%s is written in every language, with the same placeholders", (key) => {
    const entry: Record<string, string> = CHROME_WORDS[key as ChromeKey];
    expect(Object.keys(entry).sort()).toEqual([...CHROME_LANGUAGES].sort());
    for (const lang of CHROME_LANGUAGES) {
      expect(entry[lang]!.trim()).not.toBe("");
      expect(placeholders(entry[lang]!)).toEqual(placeholders(entry.en!));
    }
    // a Korean entry is Korean, not the English left in place
    if (!/^[\s◀▶]*Agon/.test(entry.en!)) expect(entry.ko).toMatch(/[가-힣]/);
  });

  it("marks the page's texts by the table's keys, in English as the page first shows them", () => {
    expect(marked.length).toBeGreaterThan(25);
    for (const { key, text } of marked) {
      expect(Object.keys(CHROME_WORDS)).toContain(key);
      expect(text).toBe(chromeText("en", key as ChromeKey));
    }
  });

  it("uses every entry, in the page or in its code", () => {
    const used = (key: string) => marked.some((m) => m.key === key) || code.includes(`"${key}"`);
    expect(Object.keys(CHROME_WORDS).filter((key) => !used(key))).toEqual([]);
  });

  it("fills placeholders, and reads English for a language the table lacks", () => {
    expect(chromeText("ko", "step", { step: 2, steps: 9 })).toBe("9단계 중 2단계");
    expect(chromeText("fr", "step", { step: 2, steps: 9 })).toBe("step 2 of 9");
  });
});
