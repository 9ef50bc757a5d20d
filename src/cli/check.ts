// `agon check FILE... [--json]`: parse and check rules and card files, report every diagnostic.
// (not from the API, which checks its arguments with zod: commander has parsed these)
import { checkFilesAt } from "../interpreter/load-files.js";
import { diagnosticJson, hasErrors, renderAll, summaryLine } from "./diagnostics-output.js";
import { EXIT_FAILURE, EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";

export interface CheckOptions {
  json?: boolean;
}

export function checkCommand(files: string[], options: CheckOptions, io: CliIo): number {
  const { diagnostics, sources } = checkFilesAt(files);
  if (options.json) {
    io.stdout(`${JSON.stringify(diagnostics.map(diagnosticJson), null, 2)}\n`);
  } else {
    const rendered = renderAll(diagnostics, io.stdoutColour, sources);
    io.stdout(`${rendered + (rendered ? "\n" : "") + summaryLine(diagnostics, files.length)}\n`);
  }
  return hasErrors(diagnostics) ? EXIT_FAILURE : EXIT_OK;
}
