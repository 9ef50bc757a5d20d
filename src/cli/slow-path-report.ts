// The text of `agon compile --report`: every fallback to the closures the generated program has,
// and those it took in games of random agents at every player count (default options), with how
// often a game took each.
import { countedGame, siteText } from "../codegen/slow-path-report.js";
import { AgonError, playGame, randomAgent, type CompiledGame } from "../index.js";
import { CliFailure } from "./errors.js";

export function slowPathReportText(game: CompiledGame, rulesPath: string, gamesPerCount: number): string {
  const counted = countedGame(game);
  if (!counted) throw new CliFailure("code generation is disallowed here: there is no generated program to report on");
  const { tallies } = counted;
  const work = tallies.filter((t) => t.site.kind === "work").length;
  const out: string[] = [
    `${rulesPath}: ${tallies.length} fallback${tallies.length === 1 ? "" : "s"} to the closures in the generated program (${work} that compute a value, ${tallies.length - work} reached only where the closure fails)`,
  ];
  let played = 0;
  let failed = 0;
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
    const players = Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
    for (let seed = 1; seed <= gamesPerCount; seed++) {
      played++;
      try {
        // the counted game runs its own generated rules: "closures" keeps them as they are
        playGame(counted.game, { players, seed, engine: "closures" }, (name) => randomAgent(seed * 31 + name.length));
      } catch (e) {
        if (!(e instanceof AgonError)) throw e;
        failed++;
      }
    }
  }
  const taken = tallies.filter((t) => t.taken > 0).sort((a, b) => b.taken - a.taken);
  const calls = taken.reduce((sum, t) => sum + t.taken, 0);
  const counts = game.minPlayers === game.maxPlayers ? `${game.minPlayers}` : `${game.minPlayers} to ${game.maxPlayers}`;
  out.push(
    `${played} games (${counts} players, ${gamesPerCount} seeds each, random agents, default options${failed ? `; ${failed} failed` : ""}): ` +
      (taken.length === 0 ? "no fallback taken" : `${taken.length} taken, ${(calls / played).toFixed(2)} calls a game`),
  );
  for (const t of taken) {
    out.push(`  ${(t.taken / played).toFixed(2).padStart(9)} a game  ${siteText(t.site.range)}  ${t.site.what} (${t.site.kind})`);
  }
  return `${out.join("\n")}\n`;
}
