// What the language server publishes: once per change, with the version it was found for, and
// only for the open files and the files their game reads; an unopened variant (a test fixture
// built on the rules) is checked for the open file's sake but gets no diagnostics of its own.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspClient, uri } from "./client.js";

const dir = mkdtempSync(join(tmpdir(), "agon-lsp-publish-"));
for (const folder of ["rules", "cards"]) cpSync(folder, join(dir, folder), { recursive: true });
writeFileSync(join(dir, "package.json"), "{}\n");
// a fixture variant with an error of its own: it must not be reported while it is not open
mkdirSync(join(dir, "test/fixtures"), { recursive: true });
const fixture = join(dir, "test/fixtures/broken-variant.agon");
writeFileSync(fixture, 'variant broken of "../../rules/olympia-2000.agon" {\n  set hand-size = 99\n}\n');
const rules = join(dir, "rules/olympia-2000.agon");
const rulesUri = uri(rules);
const cardsUri = uri(join(dir, "cards/olympia-2000.agon"));
const original = readFileSync(rules, "utf8");
const typo = original.replace("move card to played[p]", "move card to playd[p]");

let client: LspClient;

/** Waits until the server has been quiet for a while: every publication of the edits is in. */
async function settled(): Promise<void> {
  for (let seen = -1; seen !== client.published.length; ) {
    seen = client.published.length;
    await new Promise((done) => setTimeout(done, 1500));
  }
}

beforeAll(async () => {
  client = new LspClient();
  await client.initialize(dir);
});

afterAll(async () => {
  expect(await client.close()).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

describe("agon lsp's publications", () => {
  it("are one per change of the open file, each with its version", async () => {
    await client.open(rulesUri, original);
    await client.diagnosticsFor(rulesUri);
    await client.change(rulesUri, typo);
    await client.diagnosticsFor(rulesUri, (d) => d.length > 0);
    await client.change(rulesUri, original);
    await client.diagnosticsFor(rulesUri, (d) => d.length === 0);
    await settled();
    const ofRules = client.published.filter((p) => p.uri === rulesUri);
    expect(ofRules).toEqual([
      { uri: rulesUri, version: 1, count: 0 },
      { uri: rulesUri, version: 2, count: 1 },
      { uri: rulesUri, version: 3, count: 0 },
    ]);
  }, 60_000);

  it("reach only the open file and what its game reads, never an unopened variant or fixture", async () => {
    const reached = new Set(client.published.map((p) => p.uri));
    expect([...reached].sort()).toEqual([cardsUri, rulesUri].sort());
    expect(reached.has(uri(fixture))).toBe(false);
  });

  it("reach a variant once it is open, with its own error", async () => {
    await client.open(uri(fixture), readFileSync(fixture, "utf8"));
    const diagnostics = await client.diagnosticsFor(uri(fixture), (d) => d.length > 0);
    expect(diagnostics[0]!.message).toMatch(/hand-size/);
    expect(client.published.filter((p) => p.uri === uri(fixture)).every((p) => p.version === 1)).toBe(true);
  }, 30_000);
});
