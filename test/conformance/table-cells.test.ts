// Every cell of every data table in features/ is read: with any one cell changed to a wrong value
// (see wrongValues), some scenario that holds it fails. A cell no step reads, or reads only in
// part, would let a wrong expectation pass unseen: the first row of `the scores are:` did.
import { describe, expect, it } from "vitest";
import { featureFiles } from "../../src/cli/conform-select.js";
import { sampled } from "../support/scale.js";
import { openTableCells, wrongValues } from "./table-cells.js";

describe("wrongValues", () => {
  it("changes a number by one either way and to its column's other numbers", () => {
    expect(
      wrongValues(
        [
          ["Anna", "30"],
          ["Ben", "12"],
        ],
        0,
        1,
      ),
    ).toEqual(["31", "29", "12"]);
  });
  it("changes a word to another of its column whose row says something else", () => {
    const rows = [
      ["a", "x"],
      ["b", "x"],
      ["c", "y"],
    ];
    expect(wrongValues(rows, 0, 0)).toEqual(["c"]);
    expect(wrongValues([["a", "x"]], 0, 0)).toEqual(["a-unknown"]);
  });
});

describe("the features' data tables", () => {
  it("fail a scenario when any one cell is wrong", { timeout: 1_800_000 }, async () => {
    const runner = await openTableCells(process.cwd(), featureFiles(process.cwd()));
    expect(runner.cells.length).toBeGreaterThan(500);
    const unread: string[] = [];
    // a fast run (npm run test:fast) changes a tenth of the cells; npm test changes every one
    for (const cell of sampled(runner.cells)) {
      const survivors: string[] = [];
      for (const to of cell.changes) {
        if (await runner.failsWith(cell, to)) break;
        survivors.push(to);
      }
      if (survivors.length === cell.changes.length)
        unread.push(
          `${cell.uri}:${cell.line} ${cell.step} row ${cell.row + 1} column ${cell.column + 1}: ${cell.value} -> ${survivors.join(", ")}`,
        );
    }
    expect(unread).toEqual([]);
  });
});
