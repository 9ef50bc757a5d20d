// `agon merge FILE...`: joins the JSON of `agon simulate --shard I/N` runs, or of `agon mutate
// --shard I/N` runs, into the JSON one run over all their games (mutants) gives, byte for byte.
// A shard left out (a failed or cancelled array task) is named with the line that reruns it.
import { formatSummary, survivorsLine } from "../mutation/report.js";
import { mutationShardSchema } from "../mutation/shard-schema.js";
import { mergeMutationShards, reportText, type MutationReportJson } from "../mutation/shards.js";
import { mergeResults } from "../simulation/merge.js";
import { reportHtml } from "../simulation/report.js";
import { fromJson, jsonText, summaryOf, type SimulationResult } from "../simulation/result.js";
import { simulationJsonSchema } from "../simulation/result-schema.js";
import { MergeError, MissingShardsError } from "../simulation/shard.js";
import { renderSummary } from "../simulation/text.js";
import { CliFailure, EXIT_FAILURE, EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";
import { checkJson, readJsonValue } from "./json-input.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";

export interface MergeOptions {
  text?: boolean;
  report?: string;
  arrayScript?: string;
}

const SIMULATION = "agon-simulation/1";
const MUTATION_SHARD = "agon-mutation-shard/1";
const EITHER = "the JSON of `agon simulate --json` or of `agon mutate --json --shard I/N`";

type Kind = typeof SIMULATION | typeof MUTATION_SHARD;

/** A file's kind by its format; one of neither kind is checked as a simulation's, whose schema
 *  then names the field that is wrong. */
function kindOf(file: string, json: unknown): Kind {
  const record = typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  if (record.format === MUTATION_SHARD) return MUTATION_SHARD;
  if (record.format === undefined && "seeds" in record && "games" in record)
    throw new CliFailure(
      `${file} is the report of a whole mutation run, not of a shard: merge the JSON of \`agon mutate --json --shard I/N\``,
    );
  return SIMULATION;
}

/** The line that reruns the missing shards: array task T (Slurm) or completion index T
 *  (Kubernetes) is shard T + 1 under `--shard auto`. */
export function rerunHint(missing: readonly number[], script: string | undefined): string {
  const tasks = missing.map((index) => index - 1).join(",");
  const them = missing.length === 1 ? "it" : "them";
  return (
    `rerun only ${them} with \`sbatch --array=${tasks} ${script ?? "SCRIPT"}\`${script ? "" : " (SCRIPT: the array job's batch script; --array-script names it)"}, ` +
    `then merge again; under Kubernetes, completion index ${tasks}`
  );
}

function refusal(error: unknown, script: string | undefined): unknown {
  if (error instanceof MissingShardsError) return new CliFailure(error.message, rerunHint(error.missing, script));
  if (error instanceof MergeError) return new CliFailure(error.message);
  return error;
}

export function mergeCommand(files: string[], options: MergeOptions, io: CliIo): number {
  if (options.report !== undefined) checkOutputPath(options.report, "the --report file", files);
  const documents = files.map((file) => ({ file, json: readJsonValue(file, EITHER) }));
  const kinds = documents.map(({ file, json }) => kindOf(file, json));
  const other = kinds.findIndex((kind) => kind !== kinds[0]);
  if (other >= 0)
    throw new CliFailure(
      `${files[0]} is of a simulation and ${files[other]} of a mutation run, or the other way round: merge one run's shards`,
    );
  return kinds[0] === SIMULATION ? mergeSimulations(documents, options, io) : mergeMutations(documents, options, io);
}

function mergeSimulations(documents: Array<{ file: string; json: unknown }>, options: MergeOptions, io: CliIo): number {
  const parts = documents.map(({ file, json }) =>
    fromJson(checkJson(file, json, simulationJsonSchema, "the JSON of `agon simulate --json`")),
  );
  let merged: SimulationResult;
  try {
    merged = mergeResults(parts);
  } catch (error) {
    throw refusal(error, options.arrayScript);
  }
  if (options.report !== undefined) writeFileWhole(options.report, reportHtml(merged));
  io.stdout(options.text ? `${renderSummary(merged.game, summaryOf(merged)).join("\n")}\n` : jsonText(merged));
  return EXIT_OK;
}

function mergeMutations(documents: Array<{ file: string; json: unknown }>, options: MergeOptions, io: CliIo): number {
  const parts = documents.map(({ file, json }) =>
    checkJson(file, json, mutationShardSchema, "the JSON of `agon mutate --json --shard I/N`"),
  );
  let merged: MutationReportJson;
  try {
    merged = mergeMutationShards(parts);
  } catch (error) {
    throw refusal(error, options.arrayScript);
  }
  const json = reportText(merged);
  if (options.report !== undefined) writeFileWhole(options.report, json);
  const survivors = merged.games.reduce((n, game) => n + game.survived, 0);
  io.stdout(options.text ? `${merged.games.map((game) => `${formatSummary(game)}\n`).join("")}${survivorsLine(survivors)}` : json);
  return survivors === 0 ? EXIT_OK : EXIT_FAILURE;
}
