// One fact, one place: every diagnostic code is declared in grammar/diagnostic-codes.ts (the type
// of `Diagnostic.code`, so nothing else can be emitted), and docs/language.md's table documents
// exactly those codes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES } from "../../grammar/diagnostic-codes.js";

function documentedCodes(): string[] {
  const doc = readFileSync("docs/language.md", "utf8");
  const table = doc.slice(doc.indexOf("| code | when |"));
  const rows = table.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([a-z]+(?:-[a-z]+)*)`/g)].map((m) => m[1]!));
}

describe("diagnostic codes", () => {
  it("are declared once each", () => {
    expect(new Set(DIAGNOSTIC_CODES).size).toBe(DIAGNOSTIC_CODES.length);
  });

  it("docs/language.md's table lists exactly the declared codes", () => {
    expect([...documentedCodes()].sort()).toEqual([...DIAGNOSTIC_CODES].sort());
  });
});
