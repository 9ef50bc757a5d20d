// The command line never loses, fakes or crashes on a result (issue 15): write failures, shard
// files that are wrong, a retired flag, output paths that cannot be written, hostile `use` targets, HTML
// that must stay text, one agent registry, exit codes and one error style.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AGENT_KINDS } from "../../src/agents/kinds.js";
import { runCli } from "../../src/cli/program.js";
import { agon, agonProcess, BUILT_AGON, isOneLineError, ROOT, tempFolder } from "./run-cli.js";

const HIGH_CARD = join(ROOT, "test/cli/fixtures/high-card.agon");
const OLYMPIA = join(ROOT, "rules/olympia-2000.agon");
const packageVersion = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version as string;

/** The JSON of a small simulation, sharded I/N of `games` games. */
async function shard(index: number, of: number, games = 12, extra: string[] = []): Promise<string> {
  const run = await agon([
    "simulate",
    HIGH_CARD,
    "--players",
    "2",
    "--games",
    String(games),
    "--workers",
    "1",
    "--json",
    "--shard",
    `${index}/${of}`,
    ...extra,
  ]);
  expect(run.stderr).toBe("");
  return run.stdout;
}

function writeJson(folder: string, name: string, value: unknown): string {
  const file = join(folder, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value));
  return file;
}

describe("a full disk or a closed pipe on stdout", { timeout: 120_000 }, () => {
  const fullDisk = existsSync("/dev/full");
  for (const args of [
    ["play", OLYMPIA, "--players", "2", "--json"],
    ["simulate", HIGH_CARD, "--players", "2", "--games", "5", "--workers", "1", "--json"],
    ["check", OLYMPIA, "--json"],
  ]) {
    it.skipIf(!fullDisk)(`\`agon ${args[0]} > /dev/full\` ends with one line and exit 74`, () => {
      const run = spawnSync(
        `${JSON.stringify(process.execPath)} ${JSON.stringify(BUILT_AGON)} ${args.map((a) => JSON.stringify(a)).join(" ")} > /dev/full`,
        { shell: true, encoding: "utf8" },
      );
      expect(run.status).toBe(74);
      expect(run.stderr).toBe(
        "error[output]: cannot write the output: no space left on the device (ENOSPC)\n  = hint: the output is incomplete; free space or write it elsewhere\n",
      );
    });
  }

  it("a reader that stops early (`| head`) ends agon quietly, without a stack trace", () => {
    const run = spawnSync(
      `${JSON.stringify(process.execPath)} ${JSON.stringify(BUILT_AGON)} play ${JSON.stringify(OLYMPIA)} --players 5 | head -1`,
      { shell: true, encoding: "utf8" },
    );
    expect(run.stdout.split("\n")).toHaveLength(2);
    expect(run.stderr).toBe("");
  });
});

describe("merge checks every shard file against the schema", { timeout: 120_000 }, () => {
  it("refuses a missing shard, a shard that disagrees with its slice, missing seats, unknown winners and damage, naming file and field", async () => {
    const folder = tempFolder();
    const parts = [await shard(1, 3), await shard(2, 3), await shard(3, 3)];
    const files = parts.map((text, i) => writeJson(folder, `s${i}.json`, text));
    const whole = await agon(["merge", ...files]);
    expect(whole.code).toBe(0);

    const twoOfThree = await agon(["merge", files[0]!, files[1]!]);
    expect(twoOfThree.code).toBe(1);
    expect(twoOfThree.stderr).toBe(
      "error[failed]: shard 3/3 (games 8..11) is missing\n" +
        "  = hint: rerun only it with `sbatch --array=2 SCRIPT` (SCRIPT: the array job's batch script; --array-script names it), then merge again; under Kubernetes, completion index 2\n",
    );

    const json = JSON.parse(parts[0]!);
    const broken: Array<[string, (j: typeof json) => void, RegExp]> = [
      ["slice", (j) => (j.slice.count = 7), /perGame\.scores\[0\]: 4 scores for the slice's 7 games/],
      ["seats", (j) => j.perGame.scores.pop(), /perGame\.scores: 1 score columns for 2 players/],
      ["winners", (j) => (j.perGame.winners[0] = 8), /perGame\.winners\[0\]: the winner mask 8 names a seat beyond the 2 players/],
      ["turns", (j) => (j.perGame.turns = "many"), /perGame\.turns: Invalid input: expected array, received string/],
      ["seed", (j) => (j.seed = "<img src=x onerror=alert(1)>"), /seed: Invalid input: expected number, received string/],
      ["agents", (j) => (j.agents = ["clever", "random"]), /agents\[0\]: not an agent/],
      ["null", (j) => Object.keys(j).forEach((k) => delete j[k]), /format: Invalid input: expected "agon-simulation\/1"/],
    ];
    for (const [name, damage, message] of broken) {
      const copy = structuredClone(json);
      damage(copy);
      const file = writeJson(folder, `${name}.json`, copy);
      const run = await agon(["merge", file, files[1]!, files[2]!]);
      expect(run.code, name).toBe(1);
      expect(run.stderr, name).toMatch(
        new RegExp(`^error\\[failed\\]: ${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not the JSON of \`agon simulate --json\`: `),
      );
      expect(run.stderr, name).toMatch(message);
      expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    }
    for (const text of ["null", "[]", "{", ""]) {
      const run = await agon(["merge", writeJson(folder, "bad.json", text)]);
      expect(run.code, text).toBe(1);
      expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    }
  });

  it("a shard saved with a byte order mark merges as it would without one", async () => {
    const folder = tempFolder();
    const text = await shard(1, 1, 4);
    const plain = await agon(["merge", writeJson(folder, "plain.json", text)]);
    const marked = await agon(["merge", writeJson(folder, "marked.json", `\uFEFF${text}`)]);
    expect(marked.code).toBe(0);
    expect(marked.stdout).toBe(plain.stdout);
  });

  it("the merged page shows a crafted player name as text", async () => {
    const folder = tempFolder();
    const json = JSON.parse(await shard(1, 1, 6));
    json.players = ["<img src=x onerror=alert(1)>", "Bob"];
    const report = join(folder, "page.html");
    const run = await agon(["merge", writeJson(folder, "s.json", json), "--report", report]);
    expect(run.code).toBe(0);
    const page = readFileSync(report, "utf8");
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("output paths are checked before any work", () => {
  it("--report to a missing folder or to a folder is refused with exit 2, before the games", async () => {
    const folder = tempFolder();
    for (const report of [join(folder, "no/such/page.html"), folder]) {
      for (const args of [
        ["simulate", HIGH_CARD, "--players", "2", "--games", "100000000", "--workers", "1"],
        ["merge", join(folder, "none.json")],
      ]) {
        const run = await agon([...args, "--report", report]);
        expect(run.code).toBe(2);
        expect(run.stderr).toMatch(
          /^error\[usage\]: cannot write the --report file: (the folder .* does not exist|.* is a folder; give a file name)\n$/,
        );
      }
    }
  });

  it("an output that names a file the command reads is refused with exit 2, and the file is kept", async () => {
    const folder = tempFolder();
    const rules = join(folder, "high-card.agon");
    writeFileSync(rules, readFileSync(HIGH_CARD, "utf8"));
    const shardFile = writeJson(folder, "s1.json", await shard(1, 1, 4));
    const cases: [string[], string][] = [
      [["compile", rules, "--out", rules], rules],
      [["play", rules, "--players", "2", "--save", rules], rules],
      [["simulate", rules, "--players", "2", "--games", "2", "--workers", "1", "--report", rules], rules],
      [["merge", shardFile, "--report", shardFile], shardFile],
    ];
    for (const [args, input] of cases) {
      const before = readFileSync(input, "utf8");
      const run = await agon(args);
      expect(run.code, args[0]).toBe(2);
      expect(run.stderr, args[0]).toMatch(/^error\[usage\]: cannot write .* to .*: the command reads that file\n {2}= hint: /);
      expect(readFileSync(input, "utf8"), args[0]).toBe(before);
    }
  });

  it("--save, --out and mutate's --report to a folder are refused with exit 2, before any work", async () => {
    const folder = tempFolder();
    for (const args of [
      ["play", HIGH_CARD, "--players", "2", "--save", folder],
      ["compile", HIGH_CARD, "--out", folder],
      ["mutate", "--game", "lead-and-follow", "--seeds", "1", "--workers", "1", "--report", folder],
    ]) {
      const run = await agon(args);
      expect(run.code, args[0]).toBe(2);
      expect(run.stderr, args[0]).toMatch(/^error\[usage\]: cannot write .*: .* is a folder; give a file name\n$/);
    }
    expect(existsSync(`${folder}.partial`)).toBe(false);
  });

  it("a report replaces the old one whole: no temporary file is left beside it", async () => {
    const folder = tempFolder();
    const report = join(folder, "r.html");
    writeFileSync(report, "old");
    const run = await agon(["simulate", HIGH_CARD, "--players", "2", "--games", "4", "--workers", "1", "--report", report]);
    expect(run.code).toBe(0);
    expect(readFileSync(report, "utf8")).toMatch(/^<!doctype html>[^]*<\/html>\n$/);
    expect((await import("node:fs")).readdirSync(folder)).toEqual(["r.html"]);
  });
});

describe("strategies live in the rules", { timeout: 60_000 }, () => {
  it("--strategy is no flag any more: play and simulate refuse it as a usage error", async () => {
    for (const command of ["play", "simulate"]) {
      const games = command === "simulate" ? ["--games", "2", "--workers", "1"] : [];
      const run = await agon([command, OLYMPIA, "--players", "2", ...games, "--agents", "heuristic", "--strategy", "s.json"]);
      expect(run.code, command).toBe(2);
      expect(run.stderr, command).toMatch(/--strategy/);
      expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    }
  });
});

describe("one agent registry", { timeout: 60_000 }, () => {
  it("play and simulate take every kind of the registry, heuristic included", async () => {
    expect(AGENT_KINDS).toEqual(["random", "first", "heuristic", "ismcts", "flat-mc"]);
    for (const kind of AGENT_KINDS) {
      // a small search budget: the test is that the kind plays, not how well
      const agent = kind === "ismcts" ? "ismcts:iterations=5" : kind === "flat-mc" ? "flat-mc:playouts=5" : kind;
      const play = await agon(["play", OLYMPIA, "--players", "2", "--agents", agent]);
      expect(play.stderr, kind).toBe("");
      expect(play.code, kind).toBe(0);
    }
    const help = await agon(["play", "--help"]);
    expect(help.stdout.replace(/\s+/g, " ")).toContain("random, first, heuristic, ismcts, flat-mc");
  });

  it("the README names every kind of the registry in its list of agents", () => {
    const readme = readFileSync("README.md", "utf8");
    const list = readme.split("\n").find((line) => line.startsWith("- **Agents** per seat:")) ?? "";
    expect([...list.matchAll(/`([a-z-]+)`/g)].map((m) => m[1])).toEqual([...AGENT_KINDS]);
  });

  it("the README's `--agents heuristic,random` seats them round the table", async () => {
    const run = await agon([
      "simulate",
      OLYMPIA,
      "--players",
      "4",
      "--games",
      "4",
      "--workers",
      "1",
      "--agents",
      "heuristic,random",
      "--json",
    ]);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout).agents).toEqual(["heuristic", "random", "heuristic", "random"]);
    const tooMany = await agon(["play", OLYMPIA, "--players", "2", "--agents", "random,first,random"]);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toBe("error[usage]: --agents names 3 agents for 2 players\n");
  });

  it("suggests the nearest kind for a typo", async () => {
    const run = await agon(["play", OLYMPIA, "--players", "2", "--agents", "heuristc"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error[usage]: unknown agent "heuristc" (agents: random, first, heuristic, ismcts, flat-mc); did you mean `heuristic`?\n',
    );
  });
});

describe("compare", () => {
  it("refuses two different games with exit 2", async () => {
    const run = await agon(["compare", OLYMPIA, join(ROOT, "rules/olympeak.agon"), "--players", "3", "--games", "4", "--workers", "1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^error\[usage\]: .* is the game olympia-2000 and .* the game olympeak: compare takes one game and a variant of it\n$/,
    );
    expect(run.stdout).not.toContain("significant");
  });
});

describe("exit codes and messages", () => {
  it("--version prints the package's version", async () => {
    const run = await agon(["--version"]);
    expect(run.stdout).toBe(`${packageVersion}\n`);
    expect(run.code).toBe(0);
  });

  it("an internal error is one line that says how to report it, exit 70, no stack", async () => {
    let stderr = "";
    const io = {
      stdout: () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
      stderr: (text: string) => void (stderr += text),
      stdoutColour: false,
      stderrColour: false,
      cwd: process.cwd(),
    };
    expect(await runCli(["check", HIGH_CARD], io)).toBe(70);
    expect(stderr).toBe(
      "error[internal]: internal error (RangeError: Maximum call stack size exceeded)\n  = hint: this is a bug in agon: please report it with the command and the files it read; AGON_DEBUG=1 adds the stack trace\n",
    );
  });

  it("options shows the range of an int option", async () => {
    const run = await agon(["options", HIGH_CARD]);
    expect(run.stdout).toContain("rounds: int 1..3 (default 1)");
    const json = JSON.parse((await agon(["options", HIGH_CARD, "--json"])).stdout);
    expect(json.find((o: { name: string }) => o.name === "rounds")).toMatchObject({ type: "int", min: 1, max: 3 });
  });

  it("no message cites a README section that does not exist", async () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const sources = ["src/cli/agent-flags.ts", "src/cli/conform.ts", "src/cli/program.ts", "src/cli/simulate-args.ts"]
      .map((f) => readFileSync(join(ROOT, f), "utf8"))
      .join("\n");
    const cited = [...sources.matchAll(/the README, "([^"]+)"/g)].map((m) => m[1]!);
    expect(cited.length).toBeGreaterThan(0);
    for (const section of cited) expect(readme).toMatch(new RegExp(`^#+ ${section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
  });
});

describe("a card library given where a game is needed", () => {
  it("play, options and compile say it has no game, at the file, without sending the user to `agon check` (which accepts it)", async () => {
    const cards = join(ROOT, "cards/olympia-2000.agon");
    for (const args of [
      ["play", cards, "--players", "3"],
      ["options", cards],
      ["compile", cards, "--out", join(tempFolder(), "g.mjs")],
    ]) {
      const run = await agon(args);
      expect(run.code, args[0]).toBe(1);
      expect(run.stderr, args[0]).toMatch(
        /^error\[missing-game\]: `.*olympia-2000\.agon` declares no `game`: it cannot be played\n --> .*olympia-2000\.agon:1:1\n/,
      );
      expect(run.stderr, args[0]).toContain("= hint: a file without a `game` is a card library");
      expect(run.stderr, args[0]).not.toContain("has errors; see `agon check");
    }
    expect((await agon(["check", cards])).code).toBe(0);
  });
});

describe("check reads only the project's regular files", () => {
  function project(): string {
    const folder = tempFolder();
    writeFileSync(join(folder, "package.json"), "{}");
    mkdirSync(join(folder, "rules"));
    return folder;
  }

  it("a symlink out of the project, a FIFO, /dev/zero and a folder each get a diagnostic at the `use`", async () => {
    const folder = project();
    symlinkSync("/etc/hostname", join(folder, "rules/outside.agon"));
    symlinkSync("/dev/zero", join(folder, "rules/zero.agon"));
    mkdirSync(join(folder, "rules/folder.agon"));
    spawnSync("mkfifo", [join(folder, "rules/fifo.agon")]);
    const expected: Record<string, string> = {
      outside: "file-outside-project: `outside.agon` is a link to a file outside the project folder",
      zero: "file-outside-project: `zero.agon` is a link to a file outside the project folder",
      folder: "not-a-file: `folder.agon` is a folder",
      fifo: "not-a-file: `fifo.agon` is not a regular file (a FIFO, a device or a socket)",
    };
    for (const [name, message] of Object.entries(expected)) {
      const file = join(folder, `rules/use-${name}.agon`);
      writeFileSync(file, `// uses a hostile file\n  use "${name}.agon"\n`);
      const run = await agon(["check", file, "--json"]);
      const [d] = JSON.parse(run.stdout);
      expect(`${d.code}: ${d.message}`, name).toContain(message);
      expect([d.file, d.line, d.col], name).toEqual([file, 2, 3]);
      expect(run.code).toBe(1);
    }
  });

  it("`check FOLDER` and `check FIFO` have their own message; a missing file is named in --json", async () => {
    const folder = project();
    const dir = await agon(["check", join(folder, "rules")]);
    expect(dir.stdout).toContain(`error[not-a-file]: ${join(folder, "rules")} is a folder, not a rules or card file`);
    expect(dir.stdout).toContain(`hint: give the files in it: agon check ${join(folder, "rules")}/*.agon`);
    spawnSync("mkfifo", [join(folder, "f.agon")]);
    const fifo = await agon(["check", join(folder, "f.agon")]);
    expect(fifo.stdout).toContain("is not a regular file (a FIFO, a device or a socket)");
    const missing = JSON.parse((await agon(["check", "no-such.agon", "--json"])).stdout);
    expect(missing[0]).toMatchObject({ code: "file-not-found", file: "no-such.agon" });
  });
});

describe("the process", { timeout: 60_000 }, () => {
  it("`conform --game olympia` exits 2 with a suggestion", async () => {
    const run = await agonProcess(["conform", "--game", "olympia"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "error[usage]: no game named olympia; the games are lead-and-follow, olympeak, olympia-2000; did you mean `olympia-2000`?\n",
    );
    const lang = await agonProcess(["conform", "--features", "kr"]);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toBe("error[usage]: no feature files in the language kr; the languages are en, ko; did you mean `ko`?\n");
  });
});

describe("Ctrl-C during simulate", { timeout: 120_000 }, () => {
  const python = spawnSync("python3", ["-c", "import pty"]).status === 0;
  it.skipIf(!python)("gives the terminal back its cursor and line wrapping", () => {
    const run = spawnSync(
      "python3",
      [
        join(ROOT, "test/cli/fixtures/run-in-pty.py"),
        "games/s",
        process.execPath,
        BUILT_AGON,
        "simulate",
        OLYMPIA,
        "--players",
        "2",
        "--games",
        "1000000",
        "--workers",
        "1",
      ],
      { encoding: "utf8" },
    );
    const [screen, code] = run.stdout.trim().split("\n");
    expect(code, `${run.stdout}\n${run.stderr}`).toBe("130");
    // the bar hid the cursor (?25l) and turned wrapping off (?7l); both are on again at the end
    expect(screen).toContain("\\x1b[?25l");
    expect(screen!.lastIndexOf("\\x1b[?25h")).toBeGreaterThan(screen!.lastIndexOf("\\x1b[?25l"));
    expect(screen!.lastIndexOf("\\x1b[?7h")).toBeGreaterThan(screen!.lastIndexOf("\\x1b[?7l"));
  });
});
