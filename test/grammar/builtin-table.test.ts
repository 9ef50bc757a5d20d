// One fact, one place: each built-in is one spec (grammar/link/builtins.ts). The closures
// implement exactly those (their table is typed by the specs' names; this checks the run-time
// object too), and docs/language.md's table of built-in functions and its list of names lists
// exactly them, with the parameters the spec gives.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILTIN_FUNCTIONS, BUILTIN_VALUES } from "../../grammar/link/builtins.js";
import { CLOSURE_BUILTINS } from "../../src/interpreter/builtins.js";

const doc = readFileSync("docs/language.md", "utf8");

/** `f(a, b)` in the first column of each row of the table after "Built-in functions:". */
function documentedCalls(): { name: string; params: string }[] {
  const table = doc.slice(doc.indexOf("Built-in functions:"), doc.indexOf("## Running a game"));
  const rows = table.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) =>
    [...row.split("|")[1]!.matchAll(/`([a-z]+(?:-[a-z]+)*)\(([^)]*)\)`/g)].map((m) => ({ name: m[1]!, params: m[2]! })),
  );
}

describe("the built-in table", () => {
  it("the closures implement every built-in function and no other", () => {
    expect(Object.keys(CLOSURE_BUILTINS).sort()).toEqual(Object.keys(BUILTIN_FUNCTIONS).sort());
  });

  it("docs/language.md's table lists every built-in function once, with its parameters", () => {
    const documented = documentedCalls();
    expect(documented.map((d) => d.name).sort()).toEqual(Object.keys(BUILTIN_FUNCTIONS).sort());
    for (const d of documented) {
      expect(d.params.split(", "), d.name).toEqual([...BUILTIN_FUNCTIONS[d.name as keyof typeof BUILTIN_FUNCTIONS].params]);
    }
  });

  it("docs/language.md names every built-in name among the names an expression reads", () => {
    const names = doc.slice(doc.indexOf("- Names:"), doc.indexOf("- `c.placing`"));
    for (const name of Object.keys(BUILTIN_VALUES)) expect(names, name).toContain(`\`${name}\``);
  });
});
