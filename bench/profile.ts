// `npm run bench:profile -- RULES PLAYERS [GAMES]`: where a generated game's CPU time goes, by the
// levers of the state layout (issue 26). Plays GAMES random games on the generated back end after
// a warm-up, under V8's sampling profiler started in process (so loading stays out of it), and
// prints the share of the samples in each group: the generated functions, the runtime's moves,
// shuffles and deals, grid cells, a fresh Runtime per game, the match with its agents, the GC.
import { Session } from "node:inspector/promises";
import { interpreterPlayer, load } from "./games.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The lever a sample's function belongs to; undefined for time no game spent (idle). */
function groupOf(name: string, url: string): string | undefined {
  if (name === "(idle)" || name === "(program)") return undefined;
  if (name === "(garbage collector)") return "garbage collector";
  if (url === "") return "generated functions and natives";
  const file = url.replace(/.*\//, "");
  if (file === "moves.ts") return "moves.ts (moves between zones)";
  if (file === "card-statements.ts") return "card-statements.ts (shuffle, deal)";
  if (file === "grid-cells.ts") return "grid-cells.ts (cells of grid zones)";
  if (file === "runtime.ts") return "runtime.ts (a fresh Runtime and zones per game)";
  if (/^(match|engine|agents|rng|decisions)\.ts$/.test(file) || url.includes("pure-rand")) return "match, agents, RNG";
  return `other: ${file}`;
}

async function main(): Promise<void> {
  const [rules = "rules/olympeak.agon", players = "4", games = "20000"] = process.argv.slice(2);
  const play = interpreterPlayer(load(rules), Number(players), "generated");
  for (let seed = 0; seed < 500; seed++) play(seed);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  const before = process.cpuUsage();
  for (let seed = 0; seed < Number(games); seed++) play(seed);
  const used = process.cpuUsage(before);
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const shares = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const group = groupOf(frame.functionName, frame.url);
    if (group === undefined) return;
    const dt = profile.timeDeltas[i] ?? 0;
    shares.set(group, (shares.get(group) ?? 0) + dt);
    total += dt;
  });
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`${rules}, ${players} players: ${games} games, ${Math.round(Number(games) / cpuSeconds)} games per CPU s (profiled)`);
  let small = 0;
  for (const [group, t] of [...shares].sort((a, b) => b[1] - a[1])) {
    if (group.startsWith("other") && t / total < 0.01) small += t;
    else console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${group}`);
  }
  console.log(`${((100 * small) / total).toFixed(1).padStart(5)}%  other files, each under 1%`);
}

await main();
