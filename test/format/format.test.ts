// The formatter never changes a program: for both games, their variants and every test fixture
// that parses, the formatted text parses to the same AST (positions aside), keeps every comment,
// and formatting it again changes nothing. And the project's own files are kept formatted.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/parse.js";
import { tokenize } from "../../grammar/lexer.js";
import { formatSource } from "../../src/format/format.js";
import { agon } from "../cli/run-cli.js";

function agonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return agonFiles(p);
    return name.endsWith(".agon") ? [p] : [];
  });
}

const projectFiles = [...agonFiles("rules"), ...agonFiles("cards")].sort();
const fixtureFiles = agonFiles("test").sort();

/** The AST without source positions (and the file name, which differs between the two parses). */
function shape(text: string): unknown {
  const parsed = parseSource(text, "f.agon");
  return JSON.parse(JSON.stringify(parsed.file, (key, value: unknown) => (key === "range" ? undefined : value)));
}

const parses = (text: string) => parseSource(text, "f.agon").diagnostics.every((d) => d.severity !== "error");

describe("agon fmt keeps the program", () => {
  const files = [...projectFiles, ...fixtureFiles].filter((f) => parses(readFileSync(f, "utf8")));

  it("covers both games, their cards, the variants and the fixtures", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "rules/olympia-2000.agon",
        "rules/olympeak.agon",
        "cards/olympia-2000.agon",
        "rules/variants/olympia-2000-five-cards.agon",
      ]),
    );
    expect(files.filter((f) => f.startsWith("test")).length).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(file, () => {
      const text = readFileSync(file, "utf8");
      const once = formatSource(text, file);
      if (!once.ok) throw new Error(`${file} did not format`);
      expect(shape(once.text)).toEqual(shape(text));
      const comments = (t: string) => tokenize(t, file).comments.map((c) => c.image.trimEnd());
      expect(comments(once.text)).toEqual(comments(text));
      const twice = formatSource(once.text, file);
      expect(twice.ok && twice.text).toBe(once.text);
    });
  }
});

describe("the canonical layout", () => {
  const format = (text: string) => {
    const r = formatSource(text, "t.agon");
    if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join("; "));
    return r.text;
  };

  it("indents by the braces, spaces the operators and continues a statement one step in", () => {
    const text = 'rule play {\nlet x = count( hand [p] )+1\n      if x>2 and\nx<5 {\n    log "big"}\n}\n';
    expect(format(text)).toBe('rule play {\n  let x = count(hand[p]) + 1\n  if x > 2 and\n    x < 5 {\n    log "big" }\n}\n');
  });

  it("keeps `-` written together with names, and apart where it was apart", () => {
    expect(format("var a-b: int = 0\nvar c: int = a-b - -1\n")).toBe("var a-b: int = 0\nvar c: int = a-b - -1\n");
  });

  it("collapses blank lines, drops them after `{` and before `}`, and lines up trailing comments", () => {
    const text = "\n\nzone a: card shared public // one\nzone bbbbbb: card shared public    // two\n\n\n\nrule r {\n\n  end game\n\n}\n";
    expect(format(text)).toBe(
      "zone a: card shared public       // one\nzone bbbbbb: card shared public  // two\n\nrule r {\n  end game\n}\n",
    );
  });

  it("sets a block that spans lines apart from its neighbours by a blank line, with the comments above it", () => {
    const text =
      "zone a: card shared public\n// the rule\nrule r {\n  end game\n}\nzone b: card shared public\nzone c: card shared public\n";
    expect(format(text)).toBe(
      "zone a: card shared public\n\n// the rule\nrule r {\n  end game\n}\n\nzone b: card shared public\nzone c: card shared public\n",
    );
  });

  it("lines up card rows and enum values in columns, by display width", () => {
    const text =
      'enum e {\n  a en "x" ko "가나",\n  bbb en "yyyy" ko "c"\n}\nkind k { n: int  m: e }\ncards k {\n  columns en, n, m\n  one: "One", 1, a\n  three-more: "가", 10, bbb\n}\n';
    expect(format(text)).toBe(
      'enum e {\n  a   en "x"    ko "가나",\n  bbb en "yyyy" ko "c"\n}\n\nkind k { n: int  m: e }\n\ncards k {\n  columns en, n, m\n  one:        "One", 1,  a\n  three-more: "가",  10, bbb\n}\n',
    );
  });

  it("lines up table entries in columns, two spaces between entries on a line", () => {
    const text = "table t: int, int -> int default 0 {\n  1, 1: 5  1, 22: 3\n  10, 1: 30    2, 2: 4\n}\n";
    expect(format(text)).toBe("table t: int, int -> int default 0 {\n  1,  1: 5   1, 22: 3\n  10, 1: 30  2, 2:  4\n}\n");
  });

  it("refuses a file that does not parse, with its syntax errors", () => {
    const r = formatSource("rule r {\n  move\n", "bad.agon");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics[0]?.range?.file).toBe("bad.agon");
  });
});

describe("agon fmt on the command line", () => {
  const dir = mkdtempSync(join(tmpdir(), "agon-fmt-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("the project's own .agon files are formatted (`agon fmt --check` passes)", async () => {
    const run = await agon(["fmt", "--check", ...projectFiles]);
    expect(run.stdout).toBe("");
    expect(run.code).toBe(0);
  });

  it("--check names an unformatted file and exits 1; fmt rewrites it; then --check passes", async () => {
    const file = join(dir, "messy.agon");
    writeFileSync(file, "zone  a :card shared   public\n");
    const check = await agon(["fmt", "--check", file]);
    expect(check).toMatchObject({ code: 1, stdout: `${file} is not formatted; run \`agon fmt ${file}\`\n` });
    expect(readFileSync(file, "utf8")).toBe("zone  a :card shared   public\n");
    expect(await agon(["fmt", file])).toMatchObject({ code: 0, stdout: `formatted ${file}\n` });
    expect(readFileSync(file, "utf8")).toBe("zone a: card shared public\n");
    expect((await agon(["fmt", "--check", file])).code).toBe(0);
  });

  it("a file that does not parse is reported with its position and left alone (exit 1)", async () => {
    const file = join(dir, "broken.agon");
    writeFileSync(file, "zone a: card shared public\nrule r {\n");
    const run = await agon(["fmt", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:2:9`);
    expect(run.stderr).toContain("does not parse, so it was not formatted");
    expect(readFileSync(file, "utf8")).toBe("zone a: card shared public\nrule r {\n");
  });

  it("a missing file is an error with exit 1", async () => {
    const missing = join(dir, "nope.agon");
    const run = await agon(["fmt", missing]);
    expect(run).toMatchObject({ code: 1, stderr: `error[file-not-found]: cannot find the file ${missing}\n --> ${missing}:1:1\n` });
  });

  it("refuses a folder, a FIFO or a device as agon check does, without opening it (exit 1)", async () => {
    const folder = join(dir, "folder");
    mkdirSync(folder);
    const fifo = join(dir, "fifo.agon");
    execFileSync("mkfifo", [fifo]);
    const refused = (file: string, what: string) => `error[not-a-file]: ${file} is ${what}\n --> ${file}:1:1\n`;
    expect(await agon(["fmt", folder])).toMatchObject({
      code: 1,
      stderr: `${refused(folder, "a folder, not a rules or card file")}  = hint: give the files in it: agon fmt ${folder}/*.agon\n`,
    });
    const special = "not a regular file (a FIFO, a device or a socket)";
    for (const file of [fifo, "/dev/null"]) {
      for (const flags of [["--check"], []]) {
        expect(await agon(["fmt", ...flags, file])).toMatchObject({
          code: 1,
          stdout: "",
          stderr: `${refused(file, special)}  = hint: give a rules or card file (.agon)\n`,
        });
      }
    }
  });
});
