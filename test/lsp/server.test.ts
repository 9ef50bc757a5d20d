// The language server through a real client over stdio: diagnostics while typing, the quick fix,
// hover, definition, references, completion, rename (in a temporary copy of the project), and
// the same features on a fixture game the server was not written against.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/loader.js";
import { Name, tokenize } from "../../grammar/lexer.js";
import { agon } from "../cli/run-cli.js";
import { applyEdits, LspClient, positionOf, uri, type LspDiagnostic, type TextEdit } from "./client.js";

const dir = mkdtempSync(join(tmpdir(), "agon-lsp-"));
for (const folder of ["rules", "cards"]) cpSync(folder, join(dir, folder), { recursive: true });
cpSync("test/cli/fixtures/high-card.agon", join(dir, "high-card.agon"));
writeFileSync(join(dir, "package.json"), "{}\n");
const rules = join(dir, "rules/olympia-2000.agon");
const cards = join(dir, "cards/olympia-2000.agon");
const variants = ["olympia-2000-english-reading.agon", "olympia-2000-five-cards.agon"].map((f) => join(dir, "rules/variants", f));
const rulesUri = uri(rules);
const original = readFileSync(rules, "utf8");

let client: LspClient;
let capabilities: Record<string, unknown>;

beforeAll(async () => {
  client = new LspClient();
  capabilities = await client.initialize(dir);
  await client.open(rulesUri, original);
});

afterAll(async () => {
  expect(await client.close()).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

type Hover = { contents: { value: string } } | null;
type Loc = { uri: string; range: TextEdit["range"] };
type Item = { label: string };

/** How many times a name is written as a name (not in a comment or text) in the files. */
function nameCount(name: string, files: string[]): number {
  return files.reduce(
    (n, f) =>
      n +
      tokenize(readFileSync(f, "utf8"), f).tokens.filter(
        (t) => t.image === name && (t.tokenType === Name || t.tokenType.CATEGORIES?.includes(Name)),
      ).length,
    0,
  );
}

describe("agon lsp on Olympia 2000", () => {
  it("announces its features", () => {
    expect(capabilities).toMatchObject({
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      documentFormattingProvider: true,
      renameProvider: { prepareProvider: true },
      documentSymbolProvider: true,
      foldingRangeProvider: true,
    });
  });

  it("the rules as they are have no diagnostics", async () => {
    expect(await client.diagnosticsFor(rulesUri, (d) => d.length === 0)).toEqual([]);
  });

  let misspelt: LspDiagnostic;
  const typo = original.replace("move card to played[p]", "move card to playd[p]");

  it("a misspelt zone typed into the buffer gets its diagnostic at the exact range, with the hint", async () => {
    await client.change(rulesUri, typo);
    const diagnostics = await client.diagnosticsFor(rulesUri, (d) => d.length > 0);
    const at = positionOf(typo, "playd[p]");
    expect(diagnostics).toHaveLength(1);
    misspelt = diagnostics[0]!;
    expect(misspelt).toMatchObject({
      code: "unknown-zone",
      severity: 1,
      message: "unknown zone `playd`\nhint: did you mean `played`?",
      range: { start: at, end: { line: at.line, character: at.character + 5 } },
    });
    // the same code, place and hint as `agon check`
    writeFileSync(join(dir, "typo.agon"), typo.replace('use "../cards', 'use "cards'));
    const check = await agon(["check", "--json", join(dir, "typo.agon")]);
    expect(JSON.parse(check.stdout)).toEqual([
      expect.objectContaining({
        code: "unknown-zone",
        line: at.line + 1,
        col: at.character + 1,
        endCol: at.character + 6,
        hint: "did you mean `played`?",
      }),
    ]);
    rmSync(join(dir, "typo.agon"));
  });

  it("offers the hint as a quick fix, which clears the diagnostic", async () => {
    const actions = await client.request<{ title: string; edit: { changes: Record<string, TextEdit[]> } }[]>("textDocument/codeAction", {
      textDocument: { uri: rulesUri },
      range: misspelt.range,
      context: { diagnostics: [misspelt] },
    });
    expect(actions.map((a) => a.title)).toEqual(["Change to `played`"]);
    const fixed = applyEdits(typo, actions[0]!.edit.changes[rulesUri]!);
    expect(fixed).toBe(original);
    await client.change(rulesUri, fixed);
    expect(await client.diagnosticsFor(rulesUri, (d) => d.length === 0)).toEqual([]);
  });

  const hover = async (needle: string, delta = 1, nth = 0) =>
    (
      await client.request<Hover>("textDocument/hover", {
        textDocument: { uri: rulesUri },
        position: positionOf(original, needle, delta, nth),
      })
    )?.contents.value ?? "";

  it("hover: a rule ID's summary and the option that resolves it", async () => {
    const text = await hover("resolves OLY-T4", 10);
    expect(text).toContain("**OLY-T4**: The player with the worst placing among the cards that place picks the next discipline");
    expect(text).toContain("resolved by option `next-discipline-chooser`: `worst` | `best`, default `worst`");
  });

  it("hover: an option's values, default and description", async () => {
    const text = await hover("deal hand-size", 6);
    expect(text).toMatch(/option hand-size( ko "[^"]*")?: int 3\.\.6 = 4/);
    expect(text).toContain("cards dealt to each player at the start");
  });

  it("hover: a zone's declaration and type, a local's type, a built-in's signature", async () => {
    expect(await hover("to hand", 4)).toMatch(/zone hand( ko "[^"]*")?: athlete per player owner/);
    expect(await hover("to hand", 4)).toContain("a list");
    expect(await hover("move card", 6)).toMatch(/local: a `athlete` card/);
    expect(await hover("count(hand[p])", 1)).toContain("count(xs)");
  });

  it("definition of a zone jumps to its declaration; of an attribute, into the cards file", async () => {
    const def = await client.request<Loc>("textDocument/definition", {
      textDocument: { uri: rulesUri },
      position: positionOf(original, "to hand", 4),
    });
    expect(def).toEqual({
      uri: rulesUri,
      range: { start: positionOf(original, "zone hand", 5), end: positionOf(original, "zone hand", 9) },
    });
    const attr = await client.request<Loc>("textDocument/definition", {
      textDocument: { uri: rulesUri },
      position: positionOf(original, ".loser", 2),
    });
    const cardsText = readFileSync(cards, "utf8");
    expect(attr).toEqual({
      uri: uri(cards),
      range: { start: positionOf(cardsText, "  loser", 2), end: positionOf(cardsText, "  loser", 7) },
    });
  });

  it("references of a zone: every place it is named, across the rules file and its variants", async () => {
    const refs = await client.request<Loc[]>("textDocument/references", {
      textDocument: { uri: rulesUri },
      position: positionOf(original, "zone hand", 6),
      context: { includeDeclaration: true },
    });
    expect(refs.length).toBe(nameCount("hand", [rules, cards, ...variants]));
    expect(refs.every((r) => r.uri === rulesUri)).toBe(true);
  });

  const complete = async (text: string, needle: string, delta: number) => {
    await client.change(rulesUri, text);
    const list = await client.request<Item[]>("textDocument/completion", {
      textDocument: { uri: rulesUri },
      position: positionOf(text, needle, delta),
    });
    return list.map((i) => i.label);
  };

  it("completion: zones after `to`, attributes after `.`, option values after `==`, rule IDs after `implements`, keywords", async () => {
    const zones = await complete(original.replace("move card to played[p]", "move card to pl"), "move card to pl", 15);
    expect(zones).toEqual(expect.arrayContaining(["played", "pile", "hand", "circle-1"]));
    expect(zones).not.toContain("points");
    const attrs = await complete(original.replace("top(played[p]).loser", "top(played[p]).lo"), "top(played[p]).lo", 17);
    expect(attrs).toEqual(expect.arrayContaining(["loser", "placing", "value", "discipline"]));
    // after a local the checks typed as an athlete card: that kind's attributes only
    const typed = await complete(original.replace("move card to played[p]", "move card.pl to played[p]"), "move card.pl", 12);
    expect(typed.sort()).toEqual(["loser", "placing"]);
    const values = await complete(original.replace("if opening-tiles == chosen", "if opening-tiles == "), "if opening-tiles == ", 20);
    expect(values).toEqual(["chosen", "random"]);
    const ids = await complete(
      original.replace("rule contest implements OLY-T2", "rule contest implements OLY-"),
      "rule contest implements OLY-",
      28,
    );
    expect(ids).toEqual(expect.arrayContaining(["OLY-T2", "OLY-E3", "OLY-C1"]));
    const start = await complete(original.replace("    reveal played\n", "    rev\n"), "    rev\n", 7);
    expect(start).toEqual(expect.arrayContaining(["reveal", "move", "choose", "hand"]));
    const inScope = await complete(original.replace("move card to played[p]", "move ca to played[p]"), "move ca", 7);
    expect(inScope).toEqual(expect.arrayContaining(["card", "d", "hand", "count", "players"]));
    await client.change(rulesUri, original);
    expect(await client.diagnosticsFor(rulesUri, (d) => d.length === 0)).toEqual([]);
  });

  it("document symbols, folding ranges and semantic tokens", async () => {
    const symbols = await client.request<{ name: string; detail?: string; children?: { name: string; detail?: string }[] }[]>(
      "textDocument/documentSymbol",
      { textDocument: { uri: rulesUri } },
    );
    // the rule, not the divergence of the same name
    const setup = symbols.find((s) => s.name === "setup" && s.children !== undefined && s.children.length > 0);
    expect(setup?.detail).toBe("OLY-C1, OLY-C2, OLY-C3, OLY-C4, OLY-C5, OLY-C6");
    expect(setup?.children?.map((c) => `${c.name} ${c.detail}`)).toEqual([
      "remove-sixes OLY-S2",
      "rows OLY-S1",
      "opening-tiles OLY-S3, OLY-X1",
      "deal-hands OLY-S4",
    ]);
    const folds = await client.request<{ startLine: number }[]>("textDocument/foldingRange", { textDocument: { uri: rulesUri } });
    expect(folds).toContainEqual(expect.objectContaining({ startLine: positionOf(original, "rule setup").line }));
    const tokens = await client.request<{ data: number[] }>("textDocument/semanticTokens/full", { textDocument: { uri: rulesUri } });
    expect(tokens.data.length % 5).toBe(0);
    expect(tokens.data.length / 5).toBeGreaterThan(500);
    // decoded: [line, character, length, type, modifiers] per token
    const legend = (capabilities as { semanticTokensProvider: { legend: { tokenTypes: string[]; tokenModifiers: string[] } } })
      .semanticTokensProvider.legend;
    const decoded: [number, number, string, string[]][] = [];
    let line = 0;
    let char = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
      const [dl, dc, , type, mods] = tokens.data.slice(i, i + 5) as [number, number, number, number, number];
      char = dl === 0 ? char + dc : dc;
      line += dl;
      decoded.push([line, char, legend.tokenTypes[type]!, legend.tokenModifiers.filter((_, b) => mods & (1 << b))]);
    }
    const at = (needle: string, delta = 0) => {
      const p = positionOf(original, needle, delta);
      return decoded.find(([l, c]) => l === p.line && c === p.character)?.slice(2);
    };
    expect(at("zone hand", 5)).toEqual(["variable", ["declaration"]]);
    expect(at("zone hand")).toEqual(["keyword", []]);
    expect(at("resolves OLY-T4", 9)).toEqual(["macro", []]);
    expect(at("count(hand[p])")).toEqual(["function", ["defaultLibrary"]]);
    expect(at("call turn", 5)).toEqual(["function", []]);
    expect(at('title "Olympia', 6)).toEqual(["string", []]);
    expect(at("// Olympia 2000")).toEqual(["comment", []]);
  });

  it("formatting through the formatter: an already formatted file needs no edit; a messy one gets the canonical text", async () => {
    expect(
      await client.request("textDocument/formatting", { textDocument: { uri: rulesUri }, options: { tabSize: 2, insertSpaces: true } }),
    ).toEqual([]);
    const messy = original.replace("  score points\n", "      score   points\n");
    await client.change(rulesUri, messy);
    const edits = await client.request<TextEdit[]>("textDocument/formatting", {
      textDocument: { uri: rulesUri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(applyEdits(messy, edits)).toBe(original);
    await client.change(rulesUri, original);
  });

  it("an unsaved edit of the cards file counts for the rules file; hover on a card shows its attributes", async () => {
    const cardsUri = uri(cards);
    const cardsText = readFileSync(cards, "utf8");
    const broken = cardsText.replace(/^(\s*)loser\b/m, "$1losr");
    expect(broken).not.toBe(cardsText);
    await client.open(cardsUri, broken);
    const diagnostics = await client.diagnosticsFor(rulesUri, (d) => d.length > 0);
    expect(diagnostics.map((d) => d.code)).toContain("unknown-attribute");
    expect(diagnostics.find((d) => d.code === "unknown-attribute")?.range.start).toEqual(positionOf(original, ".loser", 1));
    // the variants' check of the broken version may still publish; then the fixed version clears it
    await client.change(cardsUri, cardsText);
    expect(await client.diagnosticsFor(rulesUri, (d) => d.length === 0)).toEqual([]);
    const hover = await client.request<Hover>("textDocument/hover", {
      textDocument: { uri: cardsUri },
      position: positionOf(cardsText, "  ajax:", 3),
    });
    expect(hover?.contents.value).toContain('a `athlete` card: en "Ajax", de "Aias", ko "아이아스"');
    expect(hover?.contents.value).toContain("- `loser`: `false`");
    await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: cardsUri } });
  });

  it("rename refuses a name another declaration has, and built-ins", async () => {
    const at = positionOf(original, "zone hand", 6);
    await expect(client.request("textDocument/rename", { textDocument: { uri: rulesUri }, position: at, newName: "pile" })).rejects.toThrow(
      /`pile` is already a zone \(olympia-2000.agon:\d+\)/,
    );
    await expect(client.request("textDocument/rename", { textDocument: { uri: rulesUri }, position: at, newName: "if" })).rejects.toThrow(
      /not a name/,
    );
    await expect(
      client.request("textDocument/prepareRename", { textDocument: { uri: rulesUri }, position: positionOf(original, "count(hand", 1) }),
    ).rejects.toThrow(/built-in function cannot be renamed/);
  });

  it("renames `hand` to `cards-in-hand` everywhere; the renamed files still check and still play", async () => {
    const edit = await client.request<{ changes: Record<string, TextEdit[]> }>("textDocument/rename", {
      textDocument: { uri: rulesUri },
      position: positionOf(original, "to hand", 4),
      newName: "cards-in-hand",
    });
    const count = nameCount("hand", [rules, cards, ...variants]);
    expect(Object.values(edit.changes).flat()).toHaveLength(count);
    for (const [u, edits] of Object.entries(edit.changes)) {
      const file = new URL(u).pathname;
      writeFileSync(file, applyEdits(readFileSync(file, "utf8"), edits));
    }
    expect(nameCount("hand", [rules, cards, ...variants])).toBe(0);
    expect(nameCount("cards-in-hand", [rules])).toBe(count);
    for (const entry of [rules, ...variants]) expect(loadProgram(entry).diagnostics).toEqual([]);
    const play = await agon(["play", rules, "--players", "4", "--seed", "3", "--trace"]);
    expect(play.code).toBe(0);
    const before = await agon(["play", "rules/olympia-2000.agon", "--players", "4", "--seed", "3", "--trace"]);
    // the same game, move for move, with the zone's new name (the trace names zones as declared)
    expect(play.stdout.replaceAll("cards-in-hand", "hand")).toBe(before.stdout);
  }, 30_000);
});

describe("agon lsp on a buffer that was never saved", () => {
  it("ignores it rather than failing: no diagnostics, no hover", async () => {
    const untitled = "untitled:Untitled-1";
    await client.open(untitled, "zone a: card shared public\n");
    expect(await client.request("textDocument/hover", { textDocument: { uri: untitled }, position: { line: 0, character: 6 } })).toBeNull();
    await client.connection.sendNotification("textDocument/didClose", { textDocument: { uri: untitled } });
  });
});

describe("agon lsp on a game it was not written against (test/cli/fixtures/high-card.agon)", () => {
  const file = join(dir, "high-card.agon");
  const fileUri = uri(file);
  const text = readFileSync("test/cli/fixtures/high-card.agon", "utf8");

  it("diagnostics (its one warning), hover, definition, references, completion, rename and symbols", async () => {
    await client.open(fileUri, text);
    const diagnostics = await client.diagnosticsFor(fileUri);
    expect(diagnostics.map((d) => d.code)).toEqual(["unimplemented-rule-id"]);
    const hover = await client.request<Hover>("textDocument/hover", {
      textDocument: { uri: fileUri },
      position: positionOf(text, "implements HC-2", 12),
    });
    expect(hover?.contents.value).toContain("**HC-2**: Each player plays one card in secret; the highest card scores");
    expect(hover?.contents.value).toContain("resolved by option `scoring`");
    const def = await client.request<Loc>("textDocument/definition", {
      textDocument: { uri: fileUri },
      position: positionOf(text, "call round-of-play", 6),
    });
    expect(def.range.start).toEqual(positionOf(text, "rule round-of-play", 5));
    const refs = await client.request<Loc[]>("textDocument/references", {
      textDocument: { uri: fileUri },
      position: positionOf(text, "zone played", 6),
      context: { includeDeclaration: false },
    });
    expect(refs).toHaveLength(nameCount("played", [file]) - 1);
    await client.change(fileUri, text.replace("scoring == card-value", "scoring == "));
    const values = await client.request<Item[]>("textDocument/completion", {
      textDocument: { uri: fileUri },
      position: positionOf(text, "scoring == card-value", 11),
    });
    expect(values.map((v) => v.label)).toEqual(["card-value", "one-point"]);
    await client.change(fileUri, text);
    const rename = await client.request<{ changes: Record<string, TextEdit[]> }>("textDocument/rename", {
      textDocument: { uri: fileUri },
      position: positionOf(text, "card-value |", 2),
      newName: "face-value",
    });
    const renamed = applyEdits(text, rename.changes[fileUri]!);
    expect(renamed).toContain("option scoring: face-value | one-point = face-value resolves HC-2");
    expect(renamed).toContain("if scoring == face-value");
    const symbols = await client.request<{ name: string }[]>("textDocument/documentSymbol", { textDocument: { uri: fileUri } });
    expect(symbols.map((s) => s.name)).toEqual(
      expect.arrayContaining(["high-card", "HC", "scoring", "deck", "setup", "round-of-play", "finish"]),
    );
  });
});
