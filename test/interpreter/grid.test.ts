import { describe, expect, it } from "vitest";
import { logs, matchOf, withPlay } from "./helpers.js";

/** Three chips and a two-column grid. */
const chipsAndGrid = `
enum suit { red, blue }
kind chip { value: int }
cards chip {
  columns value
  c1: 1
  c2: 2
  c3: 3
}
zone pile: chip shared hidden holds all chip
zone tableau: chip shared public grid columns suit
`;

const game = withPlay(
  chipsAndGrid,
  `  log rows(tableau)
  move c1 to tableau[red] at row 1
  move c2 to tableau[blue] at row 1
  move c3 to tableau[red] at row rows(tableau) + 1
  log rows(tableau)
  log tableau[red]
  log cell(tableau, 1, blue)
  log cell(tableau, 2, blue)
  log [row-of(c) for c in tableau]
  log row-of(c1)`,
);

describe("grid zones", () => {
  it("place cards at (row, column) and read columns, cells and rows", () => {
    expect(logs(game)).toEqual(["0", "2", '["c1","c3"]', "c2", "null", "[1,1,2]", "1"]);
  });

  it("record the row in move events and expose columns through the API", () => {
    const m = matchOf(game);
    expect(m.events()).toContainEqual({ type: "move", cards: ["c3"], from: "pile", to: "tableau[red]", row: 2 });
    expect(m.zone("tableau", "red")).toEqual(["c1", "c3"]);
    expect(m.zone("tableau")).toEqual(["c1", "c2", "c3"]);
  });
});

describe("grid cells (kept as an index by every move)", () => {
  const cells = withPlay(
    `${chipsAndGrid}zone gone: chip shared public
`,
    `  move c1 to tableau[red] at row 1
  move c2 to tableau[red] at row 1
  log cell(tableau, 1, red)
  move c1 to gone
  log cell(tableau, 1, red)
  move c2 to tableau[blue] at row 3
  log [cell(tableau, 1, red), cell(tableau, 3, blue)]
  move c3 to tableau[blue] at row -2
  log cell(tableau, -2, blue)
  move tableau to gone
  log [cell(tableau, 3, blue), cell(tableau, -2, blue), count(tableau)]`,
  );

  it("answer the first card in zone order when two share a cell, and follow moves within and out of the grid", () => {
    expect(logs(cells)).toEqual(["c1", "c2", '[null,"c2"]', "c3", "[null,null,0]"]);
  });

  it("stay in step with the cards under test mode, which checks the index after every statement", () => {
    expect(logs(cells, { checkInvariants: true })).toEqual(["c1", "c2", '[null,"c2"]', "c3", "[null,null,0]"]);
  });
});
