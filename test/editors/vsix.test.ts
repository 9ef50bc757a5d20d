// The VS Code extension packs into a .vsix from the sources (npm run vsix), without leaving files
// in the work tree: the client bundled, the grammar and the language configuration inside.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the .vsix", () => {
  it("builds with the client, the TextMate grammar and the language configuration", () => {
    const dir = mkdtempSync(join(tmpdir(), "agon-vsix-test-"));
    try {
      const vsix = join(dir, "agon.vsix");
      execFileSync(process.execPath, ["scripts/build-vsix.mjs", vsix], { stdio: "pipe" });
      // a zip stores each entry's name in plain text
      const bytes = readFileSync(vsix).toString("latin1");
      for (const entry of [
        "extension/package.json",
        "extension/out/extension.js",
        "extension/syntaxes/agon.tmLanguage.json",
        "extension/language-configuration.json",
        "extension.vsixmanifest",
      ]) {
        expect(bytes, entry).toContain(entry);
      }
      expect(bytes).not.toContain("extension/src/");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
