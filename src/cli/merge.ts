// `agon merge FILE...`: joins the JSON of `agon simulate --shard I/N` runs into the JSON one run
// over all their games gives (byte for byte).
import { fromJson, jsonText, summaryOf } from "../simulation/result.js";
import { simulationJsonSchema } from "../simulation/result-schema.js";
import { MergeError, mergeResults } from "../simulation/merge.js";
import { reportHtml } from "../simulation/report.js";
import { renderSummary } from "../simulation/text.js";
import { CliFailure, EXIT_OK } from "./errors.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import type { CliIo } from "./io.js";
import { readJsonFile } from "./json-input.js";

export interface MergeOptions {
  text?: boolean;
  report?: string;
}

export function mergeCommand(files: string[], options: MergeOptions, io: CliIo): number {
  if (options.report !== undefined) checkOutputPath(options.report, "the --report file", files);
  let merged;
  try {
    merged = mergeResults(files.map((file) => fromJson(readJsonFile(file, simulationJsonSchema, "the JSON of `agon simulate --json`"))));
  } catch (error) {
    if (error instanceof MergeError) throw new CliFailure(error.message);
    throw error;
  }
  if (options.report !== undefined) writeFileWhole(options.report, reportHtml(merged));
  io.stdout(options.text ? `${renderSummary(merged.game, summaryOf(merged)).join("\n")}\n` : jsonText(merged));
  return EXIT_OK;
}
