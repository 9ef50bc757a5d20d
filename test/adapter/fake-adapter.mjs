// A stand-in adapter for the protocol tests, in plain JavaScript so that it starts at once. Its
// behaviour is its first argument: `minimal` (declares no capability; plays lead-and-follow),
// `crash` (exits with code 3 at start, after a word on stderr), `hang` (never answers start),
// `garbage` (answers hello with a line that is not JSON), `wrong-id` (answers with another id),
// `bad-card` (declares decisions; its pending decision says `"card": "yes"`, which is no flag).
import { createInterface } from "node:readline";

const mode = process.argv[2];
const say = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);
createInterface({ input: process.stdin }).on("line", (line) => {
  const request = JSON.parse(line);
  if (request.op === "hello") {
    if (mode === "garbage") return process.stdout.write("hello there\n");
    if (mode === "wrong-id") return say({ id: request.id + 7, ok: true, result: {} });
    const capabilities = mode === "bad-card" ? ["decisions"] : [];
    return say({ id: request.id, ok: true, result: { protocol: 1, engine: `fake ${mode}`, games: ["lead-and-follow"], capabilities } });
  }
  if (mode === "crash") {
    process.stderr.write("the fake engine fell over\n");
    process.exit(3);
  }
  if (mode === "hang") return;
  if (request.op === "start") return say({ id: request.id, ok: true });
  if (mode === "bad-card" && request.op === "pending") {
    const decision = { player: "Anna", label: "card to lead", variable: "c", options: ["c1"], optional: false, secret: false };
    return say({ id: request.id, ok: true, result: { ...decision, card: "yes" } });
  }
  say({ id: request.id, ok: false, error: { kind: "unsupported", message: `no ${request.op}` } });
});
