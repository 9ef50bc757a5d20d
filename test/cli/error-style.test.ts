// One error style: every error the CLI reports, whichever path raises it (commander, a usage error,
// a failure, a file with errors, a file that does not parse for fmt, an internal error), is
// `error[code]: ...`, with the code its exit code declares in CLI_ERROR_CODES; and README's
// exit-code paragraph names the same codes with the same exit codes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI_ERROR_CODES, reportInternalError } from "../../src/cli/errors.js";
import { ROOT, agon, tempFolder } from "./run-cli.js";

const ERROR_LINE = /^error(\[[^\]]*\])?: /;

function errorCodesOf(stderr: string): string[] {
  return stderr
    .split("\n")
    .filter((line) => ERROR_LINE.test(line))
    .map((line) => line.match(ERROR_LINE)![1] ?? "");
}

describe("one error style", () => {
  const folder = tempFolder();
  mkdirSync(join(folder, "rules"));
  writeFileSync(join(folder, "package.json"), "{}");
  writeFileSync(join(folder, "rules/broken.agon"), 'game "x" {\n');
  writeFileSync(join(folder, "rules/bad-name.agon"), 'game "x" { players 2 setup { move nothing to nowhere } }\n');
  const paths: { name: string; args: string[]; exit: number }[] = [
    { name: "commander: an unknown flag", args: ["check", "--nope", "rules/olympeak.agon"], exit: 2 },
    { name: "commander: an unknown command", args: ["chekc"], exit: 2 },
    { name: "a usage error", args: ["simulate", "rules/olympeak.agon", "--games", "zero"], exit: 2 },
    { name: "a failure: a missing file", args: ["play", join(folder, "rules/missing.agon")], exit: 1 },
    { name: "a file with errors", args: ["play", join(folder, "rules/bad-name.agon")], exit: 1 },
    { name: "fmt of a file that does not parse", args: ["fmt", join(folder, "rules/broken.agon")], exit: 1 },
  ];

  for (const path of paths) {
    it(`${path.name} prints error[code]: with its exit code's code`, async () => {
      const run = await agon(path.args);
      expect(run.code).toBe(path.exit);
      const codes = errorCodesOf(run.stderr);
      expect(codes.length, run.stderr).toBeGreaterThan(0);
      for (const code of codes) expect(code, run.stderr).toMatch(/^\[[a-z-]+\]$/);
      // the CLI's own line (the last) carries the code of the exit code it ends with
      expect(codes.at(-1), run.stderr).toBe(`[${CLI_ERROR_CODES[path.exit as keyof typeof CLI_ERROR_CODES]}]`);
    });
  }

  it("an internal error prints error[internal]:", () => {
    let stderr = "";
    const code = reportInternalError(new RangeError("boom"), { stderr: (text) => void (stderr += text) });
    expect(code).toBe(70);
    expect(stderr).toMatch(/^error\[internal\]: internal error \(RangeError: boom\)\n {2}= hint: /);
  });

  it("README's exit-code paragraph names each code with its exit code", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const paragraph = readme.slice(readme.indexOf("Exit codes:"), readme.indexOf("## Editor set-up"));
    const documented = [...paragraph.matchAll(/(\d+) `error\[([a-z-]+)\]`/g)].map(([, exit, code]) => [Number(exit), code]);
    const declared = Object.entries(CLI_ERROR_CODES).map(([exit, code]) => [Number(exit), code]);
    expect(documented.sort()).toEqual(declared.sort());
    expect(paragraph).not.toMatch(/`error: /);
  });
});
