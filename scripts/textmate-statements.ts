// Writes the statement pattern of the editors' TextMate grammar (editors/vscode/syntaxes/
// agon.tmLanguage.json) from the parser's statement keywords, so that a new statement is coloured
// without an edit there. `rule` is left to the declaration pattern, which colours a nested rule
// as the declaration it reads like; `else` and a variant's `replace` also start a line of statements.
import { readFileSync } from "node:fs";
import { statementKeywords } from "../grammar/statement-keywords.js";
import { writeGenerated } from "./write-generated.js";

const FILE = "editors/vscode/syntaxes/agon.tmLanguage.json";
const grammar = JSON.parse(readFileSync(FILE, "utf8")) as { repository: { statement: { match: string } } };
const firstWords = statementKeywords()
  .map((k) => k.split(" ")[0]!)
  .filter((w) => w !== "rule");
// longest first, so that no word is matched by a shorter one it starts with
const words = [...new Set([...firstWords, "else", "replace"])].sort((a, b) => b.length - a.length || a.localeCompare(b));
grammar.repository.statement.match = grammar.repository.statement.match.replace(/\(([a-z|]+)\)/, `(${words.join("|")})`);
writeGenerated(FILE, `${JSON.stringify(grammar, null, 2)}\n`, "npm run generate");
