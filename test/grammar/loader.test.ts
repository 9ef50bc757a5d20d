import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/loader.js";

/** An in-memory project: paths are relative to /project. */
function project(files: Record<string, string>) {
  return {
    projectRoot: "/project",
    readFile: (p: string) => {
      const text = files[p.replace(/^\/project\//, "")];
      if (text === undefined) throw new Error(`ENOENT ${p}`);
      return text;
    },
  };
}

const cards = `
enum suit { red en "red" de "rot", blue en "blue" de "blau" }
kind token { suit: suit  value: int 1..3  rare: bool = false }
cards token { generate suit in suit, value in 1..3 named en "{suit} {value}" de "{suit} {value}" }
kind gem { colour: suit  worth: map suit to int 0..9 = 0 }
cards gem {
  columns en, colour, worth.red
  ruby: "Ruby", red, 4
}
cards extra { generate 2 with value 5 }
kind extra { value: int }
`;
const rules = `
use "../cards/c.agon"
game g { players 2..3 score points }
zone deck: token shared hidden holds all token
var points: int per player = 0
option chooser: worst | best = worst "who chooses"
rule setup { shuffle deck }
rule play { call turn }
rule turn {
  rule draw { log "draw" }
  end game
}
rule finish { winners players }
`;

describe("loadProgram", () => {
  const files = { "rules/g.agon": rules, "cards/c.agon": cards };

  it("follows `use` and builds the Program with expanded cards", () => {
    const { program, diagnostics, sources } = loadProgram("/project/rules/g.agon", project(files));
    expect(diagnostics).toEqual([]);
    expect([...sources.keys()]).toEqual(["/project/rules/g.agon", "/project/cards/c.agon"]);
    expect(program.files.map((f) => f.path)).toEqual(["/project/rules/g.agon", "/project/cards/c.agon"]);
    expect(program.game?.name.name).toBe("g");
    expect([...program.rules.keys()]).toEqual(["setup", "play", "turn", "finish"]);
    expect(program.cards.map((c) => c.id)).toEqual(["red-1", "red-2", "red-3", "blue-1", "blue-2", "blue-3", "ruby", "extra-1", "extra-2"]);
    expect(program.cards[4]).toMatchObject({
      kind: "token",
      names: { en: "blue 2", de: "blau 2" },
      attributes: { suit: "blue", value: 2, rare: false },
    });
    expect(program.cards[6]).toMatchObject({ names: { en: "Ruby" }, attributes: { colour: "red", worth: { red: 4, blue: 0 } } });
    expect(program.cards[8]).toMatchObject({ kind: "extra", attributes: { value: 5 } });
  });

  it("includes a file once however often it is used, and survives cycles", () => {
    const cyclic = { "a.agon": 'use "b.agon"\nenum e { x }', "b.agon": 'use "a.agon"\nuse "b.agon"\nenum f { y }' };
    const { program, diagnostics } = loadProgram("/project/a.agon", project(cyclic));
    expect(diagnostics).toEqual([]);
    expect(program.files).toHaveLength(2);
    expect([...program.enums.keys()].sort()).toEqual(["e", "f"]);
  });

  it("reports a missing file and a path that leaves the project", () => {
    const { diagnostics } = loadProgram("/project/a.agon", project({ "a.agon": 'use "nope.agon"\nuse "../../etc/x.agon"' }));
    expect(diagnostics.map((d) => [d.code, d.range?.start.line])).toEqual([
      ["file-not-found", 1],
      ["file-outside-project", 2],
    ]);
  });

  it("reports a failed `use` once: the names its file would have declared are not reported missing too", () => {
    // the rules use the card file by a wrong name: its kinds, cards and enums are all unknown
    const wrongUse = rules.replace("../cards/c.agon", "../cards/missing.agon");
    const { diagnostics } = loadProgram("/project/rules/g.agon", project({ ...files, "rules/g.agon": wrongUse }));
    expect(diagnostics.map((d) => d.code)).toEqual(["file-not-found"]);
  });

  it("reports the entry file itself missing at its start, so that --json names the file", () => {
    const { diagnostics } = loadProgram("/project/none.agon", project({}));
    expect(diagnostics.map((d) => d.code)).toEqual(["file-not-found"]);
    expect(diagnostics[0]!.range).toEqual({
      file: "/project/none.agon",
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 1, column: 1, offset: 0 },
    });
  });

  it("applies a variant: option defaults and replaced rules and sections", () => {
    const variant = `variant v of "g.agon" {
      set chooser = best
      replace rule finish { winners [first(players)] }
      replace rule draw { log "no draw" }
    }`;
    const { program, diagnostics } = loadProgram("/project/rules/v.agon", project({ ...files, "rules/v.agon": variant }));
    expect(diagnostics).toEqual([]);
    expect(program.variant?.name.name).toBe("v");
    expect(program.options.get("chooser")?.default).toMatchObject({ kind: "Name", name: "best" });
    expect(program.rules.get("finish")?.body.statements[0]).toMatchObject({ kind: "Winners", players: { kind: "List" } });
    const section = program.rules.get("turn")?.body.statements[0];
    expect(section).toMatchObject({
      kind: "NestedRule",
      name: { name: "draw" },
      body: { statements: [{ kind: "Log", message: { value: "no draw" } }] },
    });
  });

  it("reports a variant's unknown option, option value and rule", () => {
    const variant = `variant v of "g.agon" {
      set chooserr = best
      set chooser = bset
      replace rule fnish { end game }
    }`;
    const { diagnostics } = loadProgram("/project/rules/v.agon", project({ ...files, "rules/v.agon": variant }));
    expect(diagnostics.map((d) => [d.code, d.range?.start.line, d.hint])).toEqual([
      ["unknown-option", 2, "did you mean `chooser`?"],
      ["unknown-option-value", 3, "did you mean `best`?"],
      ["unknown-rule", 4, "did you mean `finish`?"],
    ]);
  });

  it("does not run the checks on a file with syntax errors", () => {
    const { diagnostics } = loadProgram("/project/a.agon", project({ "a.agon": "rule setup { let x = unknown-thing +  }" }));
    expect(diagnostics.map((d) => d.code)).toEqual(["syntax-error"]);
  });

  it("does not ask a card file for a game", () => {
    const { diagnostics } = loadProgram("/project/cards/c.agon", project(files));
    expect(diagnostics).toEqual([]);
  });

  it("loads the real games of this project without a diagnostic", () => {
    for (const game of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
      const { diagnostics, program } = loadProgram(game);
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(program.cards.length).toBeGreaterThan(0);
    }
  });
});
