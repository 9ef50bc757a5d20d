// `agon compare BASE VARIANT --players N --games G ...`: the same games (seeds) under two rules
// files, the figures side by side, their differences and whether each is significant.
import { compareResults, type ComparedFigure } from "../simulation/compare.js";
import { summaryOf } from "../simulation/result.js";
import { num, pct, renderSummary } from "../simulation/text.js";
import { EXIT_OK, UsageError } from "./errors.js";
import { loadRules } from "./load.js";
import { alignColumns } from "../../grammar/terminal-text.js";
import type { CliIo } from "./io.js";
import { runWithProgress } from "./simulate.js";
import type { SimulateFlags } from "./simulate-args.js";

export interface CompareOptions extends SimulateFlags {
  json?: boolean;
}

const isRate = (f: ComparedFigure): boolean => f.figure.endsWith("rate") || f.figure.startsWith("decisions");
const shown = (f: ComparedFigure, x: number): string => (isRate(f) ? pct(x) : num(x));

function pText(p: number): string {
  return p < 0.0001 ? "p < 0.0001" : `p = ${p.toFixed(4)}`;
}

/** A comparison is of one game under two rules files (a game and its variant): two different games
 *  share no figures worth testing. */
function refuseDifferentGames(basePath: string, variantPath: string): void {
  const base = loadRules(basePath).name;
  const variant = loadRules(variantPath).name;
  if (base !== variant) {
    throw new UsageError(`${basePath} is the game ${base} and ${variantPath} the game ${variant}: compare takes one game and a variant of it`);
  }
}

export async function compareCommand(basePath: string, variantPath: string, options: CompareOptions, io: CliIo): Promise<number> {
  refuseDifferentGames(basePath, variantPath);
  const base = (await runWithProgress(basePath, options, "base   ")).result;
  const variant = (await runWithProgress(variantPath, options, "variant")).result;
  const figures = compareResults(base, variant);
  if (options.json) {
    io.stdout(JSON.stringify({ base: basePath, variant: variantPath, figures, baseSummary: summaryOf(base), variantSummary: summaryOf(variant) }) + "\n");
    return EXIT_OK;
  }
  const rows = [["figure", "base", "variant", "difference", "test", "p", "significant (5%)"]];
  for (const f of figures) {
    const diff = isRate(f) ? `${f.difference >= 0 ? "+" : ""}${(100 * f.difference).toFixed(1)} pts` : `${f.difference >= 0 ? "+" : ""}${num(f.difference)}`;
    rows.push([f.figure, shown(f, f.base), shown(f, f.variant), diff, f.test, pText(f.p), f.significant ? "yes" : "no"]);
  }
  const lines = [`${basePath} (base) vs ${variantPath} (variant): ${base.columns.winners.length} games each, same seeds`, ""];
  lines.push(...alignColumns(rows));
  lines.push("", ...renderSummary(`base ${basePath}`, summaryOf(base)), "", ...renderSummary(`variant ${variantPath}`, summaryOf(variant)));
  io.stdout(lines.join("\n") + "\n");
  return EXIT_OK;
}
