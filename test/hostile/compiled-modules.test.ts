// Hostile names reaching `agon compile`'s module: a rules file's path or name becomes text of the
// generated code only as a string literal, so no path can end a line, a comment or a string there.
// Each module is imported; what it exports must be exactly the module's exports, with the name
// given back as it was, and nothing of the name may have run.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { compiledModuleText } from "../../src/codegen/compiled-module.js";
import { jsString } from "../../src/codegen/js-literal.js";
import { loadGame } from "../../src/index.js";
import { agon } from "../cli/run-cli.js";

const RULES = "rules/lead-and-follow.agon";
const temp = mkdtempSync(join(tmpdir(), "agon-hostile-module-"));
const game = loadGame(RULES).game!;
const text = loadGame(RULES).sources.get(RULES)!;
let modules = 0;

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>).agonInjected;
});

/** Each break-out a name might try: line ends JavaScript knows, comment and string ends. */
const PAYLOAD = "globalThis.agonInjected = 1;";
const HOSTILE_NAMES = [
  `e\u2028${PAYLOAD}\u2028/x.agon`,
  `e\u2029${PAYLOAD}\u2029/x.agon`,
  `e\n${PAYLOAD}\n/x.agon`,
  `e\r${PAYLOAD}\r/x.agon`,
  `e*/${PAYLOAD}/*/x.agon`,
  `e"; ${PAYLOAD} "/x.agon`,
  `e\`; ${PAYLOAD} \`/x.agon`,
  `e\${${PAYLOAD}}/x.agon`,
  `e\\\u2028${PAYLOAD}/x.agon`,
  "e\ud800/x.agon",
  "__proto__",
];

async function imported(name: string): Promise<Record<string, unknown>> {
  const file = join(temp, `m${modules++}.mjs`);
  writeFileSync(file, compiledModuleText(game, name, new Map([[name, text]])));
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

describe("a compiled module holds hostile names as data", () => {
  it.each(HOSTILE_NAMES.map((n) => [JSON.stringify(n), n]))("%s is named, not run", async (_shown, name) => {
    const m = await imported(name);
    expect((globalThis as Record<string, unknown>).agonInjected).toBeUndefined();
    expect(Object.keys(m).sort()).toEqual(["default", "fingerprint", "generatedFrom", "sources"]);
    expect(m.generatedFrom).toBe(name);
    expect((m.sources as [string, string][])[0]![0]).toBe(name);
  });

  it("jsString never leaves a line end or a lone surrogate in its literal", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const literal = jsString(s);
        expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
        expect(literal).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        expect(JSON.parse(literal)).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("a module made for any name imports as data (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string({ unit: "binary" }), fc.constantFrom("\u2028", "\u2029", "*/", "\n", "`", "${", PAYLOAD)), {
          maxLength: 6,
        }),
        async (parts) => {
          const name = `${parts.join("")}.agon`;
          const m = await imported(name);
          expect((globalThis as Record<string, unknown>).agonInjected).toBeUndefined();
          expect(Object.keys(m).sort()).toEqual(["default", "fingerprint", "generatedFrom", "sources"]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("agon compile of a rules file in a folder named to run code writes a module that runs none", async () => {
    const folder = join(temp, `e\u2028${PAYLOAD}\u2028`);
    mkdirSync(folder);
    mkdirSync(join(folder, "rules"));
    mkdirSync(join(folder, "cards"));
    writeFileSync(join(folder, "package.json"), "{}");
    writeFileSync(join(folder, "rules", "game.agon"), text);
    copyFileSync("cards/lead-and-follow.agon", join(folder, "cards", "lead-and-follow.agon"));
    const out = join(temp, "compiled.mjs");
    const run = await agon(["compile", join(folder, "rules", "game.agon"), "--out", out]);
    expect(run).toEqual({ code: 0, stdout: `wrote ${out}\n`, stderr: "" });
    const m = (await import(pathToFileURL(out).href)) as Record<string, unknown>;
    expect((globalThis as Record<string, unknown>).agonInjected).toBeUndefined();
    expect(m.generatedFrom).toBe(join(folder, "rules", "game.agon"));
  });
});
