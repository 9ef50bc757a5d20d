// Every generated file that is committed is written through here. Run with `--check`, a generator
// writes nothing and reports a file whose committed text is not what it would write (exit code 1),
// so that one test (test/generated-files.test.ts, through scripts/generated.ts) holds them all
// up to date.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

export const checking = process.argv.includes("--check");

/** Writes `text` to `file`, or with `--check` tells whether the file already holds it. */
export function writeGenerated(file: string, text: string, command: string): void {
  const shown = relative(process.cwd(), file);
  if (!checking) {
    writeFileSync(file, text);
    console.log(`wrote ${shown}`);
    return;
  }
  if (!existsSync(file) || readFileSync(file, "utf8") !== text) {
    process.stderr.write(`${shown} is out of date: run \`${command}\`\n`);
    process.exitCode = 1;
  }
}
