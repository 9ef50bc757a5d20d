// `agon merge FILE...`: joins the JSON of `agon simulate --shard I/N` runs into the JSON one run
// over all their games gives (byte for byte).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fromJson, jsonText, summaryOf, type SimulationJson } from "../simulation/result.js";
import { MergeError, mergeResults } from "../simulation/merge.js";
import { reportHtml } from "../simulation/report.js";
import { renderSummary } from "../simulation/text.js";
import { CliFailure, EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";

export interface MergeOptions {
  text?: boolean;
  report?: string;
}

function readResult(path: string): SimulationJson {
  if (!existsSync(path)) throw new CliFailure(`file not found: ${path}`);
  let json: SimulationJson;
  try {
    json = JSON.parse(readFileSync(path, "utf8")) as SimulationJson;
  } catch (error) {
    throw new CliFailure(`${path} is not JSON: ${(error as Error).message}`);
  }
  if (json?.format !== "agon-simulation/1") throw new CliFailure(`${path} is not the JSON of \`agon simulate --json\``);
  return json;
}

export function mergeCommand(files: string[], options: MergeOptions, io: CliIo): number {
  let merged;
  try {
    merged = mergeResults(files.map((file) => fromJson(readResult(file))));
  } catch (error) {
    if (error instanceof MergeError) throw new CliFailure(error.message);
    throw error;
  }
  if (options.report !== undefined) writeFileSync(options.report, reportHtml(merged));
  io.stdout(options.text ? renderSummary(merged.game, summaryOf(merged)).join("\n") + "\n" : jsonText(merged));
  return EXIT_OK;
}
