// `npm run differential`: the differential test with many seeds (DIFFERENTIAL_SEEDS per setting of
// each of the three games, default 2,000). Exits 1 at the first game the back ends disagree on.
import { differentialGames, firstDifference, settingsOf } from "../test/codegen/differential.js";

const seeds = Number(process.env.DIFFERENTIAL_SEEDS ?? 2000);
let failed = false;
for (const g of differentialGames()) {
  const n = g.file.startsWith("rules/") ? seeds : 20;
  const start = Date.now();
  const d = firstDifference(g, n);
  const games = n * settingsOf(g.game).length;
  if (d) {
    failed = true;
    console.log(`${g.file}: DIFFERENT at seed ${d.seed}, ${JSON.stringify(d.setting)}`);
    console.log(`  closures:  ${d.closures.slice(0, 600)}`);
    console.log(`  generated: ${d.generated.slice(0, 600)}`);
  } else console.log(`${g.file}: ${games} games identical (${((Date.now() - start) / 1000).toFixed(1)} s)`);
}
process.exit(failed ? 1 : 0);
