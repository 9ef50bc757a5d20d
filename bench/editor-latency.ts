// Keystroke-to-diagnostics latency of `agon lsp`, warm: a real client types into a game's rules
// file (a character added, then taken away) and times each change until the server publishes the
// file's diagnostics (the check of the game: the rules file and its `use`d files; the variants
// built on it are checked right after, and their diagnostics follow in a second publish).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { LspClient, uri } from "../test/lsp/client.js";
import { median } from "./measure.js";

const WARMUP = 15;
const KEYSTROKES = 60;
/** a fast typist's pace: the variants' check that follows each change has its time to finish */
const PAUSE_MS = 200;

export interface Latency {
  file: string;
  median: number;
  p90: number;
  max: number;
}

async function typeInto(client: LspClient, file: string): Promise<Latency> {
  const path = resolve(file);
  const u = uri(path);
  const text = readFileSync(path, "utf8");
  // a keystroke in the middle of the file: a space typed at the end of the first `let` line, then removed
  const at = text.indexOf("\n", text.indexOf("  let "));
  const edited = `${text.slice(0, at)} x${text.slice(at)}`;
  await client.open(u, text);
  await client.diagnosticsFor(u);
  const times: number[] = [];
  for (let i = 0; i < WARMUP + KEYSTROKES; i++) {
    const start = performance.now();
    await client.change(u, i % 2 ? text : edited);
    await client.diagnosticsFor(u);
    if (i >= WARMUP) times.push(performance.now() - start);
    await new Promise((done) => setTimeout(done, PAUSE_MS));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { file, median: median(times), p90: sorted[Math.floor(sorted.length * 0.9)]!, max: sorted[sorted.length - 1]! };
}

export async function editorLatency(files: string[]): Promise<Latency[]> {
  const client = new LspClient();
  await client.initialize(process.cwd());
  const results: Latency[] = [];
  for (const f of files) results.push(await typeInto(client, f));
  await client.close();
  return results;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  for (const r of await editorLatency(["rules/olympia-2000.agon", "rules/olympeak.agon"])) {
    console.log(`${r.file}: median ${r.median.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
  }
}
