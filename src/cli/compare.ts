// `agon compare BASE VARIANT --players N --games G ...`: the same games (seeds) under two rules
// files, the figures side by side, their paired differences with intervals and effect sizes, and
// whether each is significant once the p-values are adjusted for being tested together (Holm).
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

const isRate = (f: ComparedFigure): boolean => / win (rate|share) /.test(f.figure) || f.figure.startsWith("decisions");
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
    throw new UsageError(
      `${basePath} is the game ${base} and ${variantPath} the game ${variant}: compare takes one game and a variant of it`,
    );
  }
}

export async function compareCommand(basePath: string, variantPath: string, options: CompareOptions, io: CliIo): Promise<number> {
  refuseDifferentGames(basePath, variantPath);
  const base = (await runWithProgress(basePath, options, "base   ")).result;
  const variant = (await runWithProgress(variantPath, options, "variant")).result;
  const comparison = compareResults(base, variant);
  if (options.json) {
    io.stdout(
      `${JSON.stringify({
        base: basePath,
        variant: variantPath,
        ...comparison,
        baseSummary: summaryOf(base),
        variantSummary: summaryOf(variant),
      })}\n`,
    );
    return EXIT_OK;
  }
  const signed = (f: ComparedFigure, x: number): string =>
    isRate(f) ? `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)} pts` : `${x >= 0 ? "+" : ""}${num(x)}`;
  const rows = [
    ["figure", "base", "variant", "difference", "Holm-adjusted 95% interval", "effect", "test", "p", "Holm p", "significant (5%)"],
  ];
  for (const f of comparison.figures) {
    const interval = f.interval ? `${signed(f, f.interval.low)} .. ${signed(f, f.interval.high)}` : "";
    const effect = f.effect && f.effect.name === "d_z" ? `d_z ${num(f.effect.value)}` : "";
    rows.push([
      f.figure,
      shown(f, f.base),
      shown(f, f.variant),
      signed(f, f.difference),
      interval,
      effect,
      f.test,
      f.p === undefined ? "" : pText(f.p),
      f.pAdjusted === undefined ? "" : pText(f.pAdjusted),
      f.p === undefined ? "" : f.significant ? "yes" : "no",
    ]);
  }
  const lines = [
    `${basePath} (base) vs ${variantPath} (variant): ${comparison.games} games each, same seeds, tested as pairs`,
    `${comparison.gamesWithOtherWinners} of ${comparison.games} games (${pct(comparison.gamesWithOtherWinners / comparison.games)}) have other winners under the variant`,
    "",
  ];
  lines.push(...alignColumns(rows));
  lines.push("", ...renderSummary(`base ${basePath}`, summaryOf(base)), "", ...renderSummary(`variant ${variantPath}`, summaryOf(variant)));
  io.stdout(`${lines.join("\n")}\n`);
  return EXIT_OK;
}
