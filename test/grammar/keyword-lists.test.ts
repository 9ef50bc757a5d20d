// The keyword lists kept outside the parser, held to it: the words statements begin with come from
// the parser (the language server's completion offers them), and the editors' TextMate grammar and
// docs/language.md are tested against them, so a new statement or keyword cannot be forgotten there.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keywordWords, reservedWords } from "../../grammar/lexer.js";
import { DECLARATION_WORDS } from "../../grammar/parse-errors.js";
import { declarationKeywords, statementKeywords } from "../../grammar/statement-keywords.js";

const language = readFileSync("docs/language.md", "utf8");
const textmate = JSON.parse(readFileSync("editors/vscode/syntaxes/agon.tmLanguage.json", "utf8")) as {
  repository: { statement: { match: string }; declaration: { match: string } };
};

describe("the statement keywords", () => {
  // not pinned to a list, so that a new statement needs no edit here
  it("are read from the parser's statement rule, each a run of the lexer's keywords", () => {
    const found = statementKeywords();
    expect(found).toEqual(expect.arrayContaining(["let", "set", "move", "if", "for", "call", "end game", "rule", "log"]));
    for (const words of found) for (const word of words.split(" ")) expect(keywordWords).toContain(word);
    expect(new Set(found).size).toBe(found.length);
  });

  // a nested `rule` is coloured as the declaration it reads like
  it("are each coloured by the TextMate grammar's statement or declaration pattern", () => {
    const words = (pattern: string) => /\(([a-z|]+)\)/.exec(pattern)![1]!.split("|");
    const coloured = [...words(textmate.repository.statement.match), ...words(textmate.repository.declaration.match)];
    for (const keyword of statementKeywords()) expect(coloured).toContain(keyword.split(" ")[0]);
  });

  it("each begin a statement in docs/language.md's statement table", () => {
    const section = language.slice(language.indexOf("## Statements"), language.indexOf("## Expressions"));
    const rows = section.split("\n").filter((line) => line.startsWith("| `"));
    const shown = rows.flatMap((row) => [...row.split(" | ")[0]!.matchAll(/`([a-z]+(?: game)?)\b/g)].map((m) => m[1]));
    for (const keyword of statementKeywords()) expect(shown).toContain(keyword);
  });
});

// the parser's recovery hint and the language server's completion read DECLARATION_WORDS, and the
// TextMate grammar is tested against it (test/editors/textmate.test.ts)
describe("the declaration keywords", () => {
  it("are the words the parser's declaration rules begin with", () => {
    expect([...DECLARATION_WORDS].sort()).toEqual(declarationKeywords().sort());
  });
});

describe("the reserved words", () => {
  it("are the ones docs/language.md lists", () => {
    const listed = /be names\): `([a-z ]+)`/.exec(language.replace(/\n\s*/g, " "))![1]!.split(" ");
    expect(listed.sort()).toEqual([...reservedWords].sort());
  });

  it("are each coloured by the TextMate grammar as an operator word or a constant", () => {
    const repo = textmate.repository as unknown as Record<string, { match: string }>;
    const coloured = `${repo["operator-word"]!.match} ${repo.constant!.match}`;
    for (const word of reservedWords) expect(coloured).toMatch(new RegExp(`[(|:]${word}[|)]`));
  });

  it("are keywords of the lexer", () => {
    for (const word of reservedWords) expect(keywordWords).toContain(word);
  });
});
