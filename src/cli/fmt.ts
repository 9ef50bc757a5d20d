// `agon fmt [--check] FILE...`: rewrite each file in the canonical layout, or with --check only
// name the files that are not in it. A file that does not parse is reported and left alone.
import { resolve } from "node:path";
import { readEntryFile } from "../../grammar/loader.js";
import { formatSource } from "../format/format.js";
import { renderAll } from "./diagnostics-output.js";
import { EXIT_FAILURE, EXIT_OK, errorLines } from "./errors.js";
import type { CliIo } from "./io.js";
import { writeFileWhole } from "./output-files.js";

export interface FmtOptions {
  check?: boolean;
}

export function fmtCommand(files: string[], options: FmtOptions, io: CliIo): number {
  let failed = false;
  const unformatted: string[] = [];
  for (const file of files) {
    const read = readEntryFile(file, "fmt", io.cwd);
    if ("refused" in read) {
      io.stderr(renderAll([read.refused], io.stderrColour, new Map()));
      failed = true;
      continue;
    }
    const { text } = read;
    const result = formatSource(text, file);
    if (!result.ok) {
      io.stderr(
        renderAll(result.diagnostics, io.stderrColour, new Map([[file, text]])) +
          errorLines(EXIT_FAILURE, `${file} does not parse, so it was not formatted`),
      );
      failed = true;
      continue;
    }
    if (result.text === text) continue;
    unformatted.push(file);
    if (!options.check) writeFileWhole(resolve(io.cwd, file), result.text);
  }
  if (options.check) {
    for (const file of unformatted) io.stdout(`${file} is not formatted; run \`agon fmt ${file}\`\n`);
    return failed || unformatted.length > 0 ? EXIT_FAILURE : EXIT_OK;
  }
  for (const file of unformatted) io.stdout(`formatted ${file}\n`);
  return failed ? EXIT_FAILURE : EXIT_OK;
}
