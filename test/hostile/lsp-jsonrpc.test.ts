// Hostile input for the language server, over JSON-RPC as an editor speaks it: a project holding
// a FIFO and a link to /dev/zero named *.agon, a document with no project above it, requests
// about files outside the project, a variant whose replace is deleted, and a fast-check run of
// random requests and notifications. Each must be answered (in time) and none may read, hang on
// or show a file outside the project.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspClient, uri, type LspDiagnostic } from "../lsp/client.js";

const SECRET = "agonhostilesecret";
const base = mkdtempSync(join(tmpdir(), "agon-hostile-lsp-"));
const project = join(base, "project");
const outside = join(base, "outside");
const rules = join(project, "rules", "game.agon");
const library = join(project, "cards", "library.agon");
const variant = join(project, "rules", "variant.agon");
const secret = join(outside, "secret.agon");
const LIBRARY = "kind number { value: int 1..9 }\n";
const REPLACING = 'variant two of "game.agon" {\n  replace rule deal-cards {\n    deal 2 from deck to nowhere\n  }\n}\n';
const SETTING = 'variant two of "game.agon" {\n  set rounds = 2\n}\n';

let client: LspClient;

/** `promise`, or a failure naming `what` after `ms` (a hang is a failed test, not a stuck run). */
function within<T>(what: string, promise: Promise<T>, ms = 15_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`${what}: no answer in ${ms} ms`)), ms))]);
}

beforeAll(async () => {
  mkdirSync(join(project, "rules"), { recursive: true });
  mkdirSync(join(project, "cards"));
  mkdirSync(outside);
  writeFileSync(join(project, "package.json"), "{}\n");
  const game = readFileSync("test/cli/fixtures/high-card.agon", "utf8");
  writeFileSync(rules, game.replace("  deal 3 from deck to hand\n", "  rule deal-cards {\n    deal 3 from deck to hand\n  }\n"));
  writeFileSync(library, LIBRARY);
  writeFileSync(secret, `game   ${SECRET}   {players 2}\n`);
  execFileSync("mkfifo", [join(project, "rules", "fifo.agon")]);
  symlinkSync("/dev/zero", join(project, "cards", "zero.agon"));
  symlinkSync(secret, join(project, "cards", "link.agon"));
  cpSync(secret, join(base, "copy.agon"));
  client = new LspClient();
  await within("initialize", client.initialize(project));
});

afterAll(async () => {
  expect(await within("shutdown", client.close())).toBe(0);
  rmSync(base, { recursive: true, force: true });
});

const noSecret = (answer: unknown) => expect(JSON.stringify(answer) ?? "").not.toContain(SECRET);

describe("agon lsp against hostile files and requests", () => {
  it("checks a card library in a project holding a FIFO and a link to /dev/zero named .agon", async () => {
    await client.open(uri(library), LIBRARY);
    expect(await within("diagnostics of the library", client.diagnosticsFor(uri(library)))).toEqual([]);
    const symbols = await within(
      "documentSymbol",
      client.request<unknown[]>("textDocument/documentSymbol", { textDocument: { uri: uri(library) } }),
    );
    expect(symbols.length).toBeGreaterThan(0);
  });

  it("analyses a document with no project above it on its own, without scanning the file system", async () => {
    const lone = "file:///agon-hostile-no-project.agon";
    await client.open(lone, 'use "etc/hostname"\nkind k { v: int 1..2 }\n');
    const diagnostics = await within("diagnostics of a document with no project", client.diagnosticsFor(lone));
    expect(diagnostics.map((d) => d.code)).toEqual(["file-not-found"]);
  });

  it.each([
    ["textDocument/formatting", { options: { tabSize: 2, insertSpaces: true } }],
    ["textDocument/documentSymbol", {}],
    ["textDocument/foldingRange", {}],
    ["textDocument/semanticTokens/full", {}],
    ["textDocument/hover", { position: { line: 0, character: 8 } }],
    ["textDocument/definition", { position: { line: 0, character: 8 } }],
    ["textDocument/references", { position: { line: 0, character: 8 }, context: { includeDeclaration: true } }],
    ["textDocument/completion", { position: { line: 0, character: 8 } }],
  ])("answers %s about a file outside the project with nothing", async (method, params) => {
    for (const file of [secret, join(base, "copy.agon"), join(project, "cards", "link.agon")]) {
      const answer = await within(method, client.request<unknown>(method, { textDocument: { uri: uri(file) }, ...params }));
      expect([null, [], { data: [] }]).toContainEqual(answer);
      noSecret(answer);
    }
  });

  it("refuses a use of a file outside the project, by path or by a link, without showing it", async () => {
    const text = `use "../../outside/secret.agon"\nuse "link.agon"\n${LIBRARY}`;
    const user = join(project, "cards", "user.agon");
    writeFileSync(user, text);
    await client.open(uri(user), text);
    const diagnostics = await within(
      "diagnostics of the user",
      client.diagnosticsFor(uri(user), (d) => d.length > 0),
    );
    expect(diagnostics.map((d) => d.code)).toEqual(["file-outside-project", "file-outside-project"]);
    noSecret(diagnostics);
  });

  it("shows the base's section again once the variant's replace is deleted", async () => {
    writeFileSync(variant, REPLACING);
    await client.open(uri(variant), REPLACING);
    const broken = await within(
      "the variant's error",
      client.diagnosticsFor(uri(variant), (d) => d.length > 0),
    );
    expect(broken.map((d) => d.message).join("\n")).toContain("nowhere");
    await client.change(uri(variant), SETTING);
    const fixed = await within(
      "the variant without replace",
      client.diagnosticsFor(uri(variant), (d: LspDiagnostic[]) => d.length === 0),
      10_000,
    );
    expect(fixed).toEqual([]);
  });

  it("answers every random request and survives random notifications (fast-check)", async () => {
    const methods = [
      "textDocument/hover",
      "textDocument/definition",
      "textDocument/references",
      "textDocument/completion",
      "textDocument/documentSymbol",
      "textDocument/foldingRange",
      "textDocument/formatting",
      "textDocument/semanticTokens/full",
      "textDocument/prepareRename",
      "textDocument/rename",
      "textDocument/codeAction",
      "agon/unknown",
    ];
    const uris = fc.constantFrom(
      uri(library),
      uri(secret),
      uri(join(project, "rules", "fifo.agon")),
      "file:///",
      "untitled:x",
      "http://x/y.agon",
      "file:///dev/zero",
    );
    const params = fc.record(
      {
        textDocument: fc.oneof(fc.record({ uri: uris }), fc.anything()),
        position: fc.oneof(
          fc.record({ line: fc.integer({ min: -5, max: 1e6 }), character: fc.integer({ min: -5, max: 1e6 }) }),
          fc.anything(),
        ),
        newName: fc.string(),
        context: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), params, async (method, p) => {
        const answer = await within(
          method,
          client.request<unknown>(method, p).catch((error: unknown) => ({ error: String(error) })),
          10_000,
        );
        noSecret(answer);
      }),
      { numRuns: 150 },
    );
    const notifications = [
      "textDocument/didOpen",
      "textDocument/didChange",
      "textDocument/didClose",
      "textDocument/didSave",
      "workspace/didChangeWatchedFiles",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...notifications), fc.anything(), async (method, p) => {
        await client.connection.sendNotification(method, p);
      }),
      { numRuns: 100 },
    );
    // still alive and answering
    const symbols = await within(
      "documentSymbol after the run",
      client.request<unknown[]>("textDocument/documentSymbol", { textDocument: { uri: uri(library) } }),
    );
    expect(symbols.length).toBeGreaterThan(0);
  }, 120_000);
});
