// node bench/studio-uploads.mjs [UPLOADS]: the resident memory of `agon studio --write` while
// UPLOADS slow uploads (a PUT head and 1.9 MB of a 2 MB body each, then nothing) are open, with
// the session's token. The studio holds at most its limits' worth (guard.ts), whatever UPLOADS is.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const uploads = Number(process.argv[2] ?? 700);
const project = mkdtempSync(join(tmpdir(), "agon-bench-uploads-"));
mkdirSync(join(project, "page"));
writeFileSync(join(project, "package.json"), "{}");
writeFileSync(join(project, "game.agon"), "game g { players 2 }\n");
writeFileSync(join(project, "page", "index.html"), "<!doctype html>");
const studio = spawn(
  process.execPath,
  [`--import=${join(root, "scripts/register.mjs")}`, join(root, "src/cli/main.ts"), "studio", "--port", "0", "--write", "--page", "page"],
  { cwd: project, stdio: ["ignore", "pipe", "inherit"] },
);
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${studio.pid}/status`, "utf8"))[1]) / 1024;
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

studio.stdout.once("data", async (text) => {
  const port = Number(/:(\d+)\//.exec(String(text))[1]);
  const before = rssMb();
  const { token } = await (await fetch(`http://127.0.0.1:${port}/api/files`)).json();
  const body = Buffer.alloc(1900 * 1024, 120);
  const sockets = [];
  for (let i = 0; i < uploads; i++) {
    const socket = connect({ host: "127.0.0.1", port });
    socket.on("error", () => {});
    socket.write(`PUT /files/game.agon HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nx-agon-token: ${token}\r\ncontent-length: 2000000\r\n\r\n`);
    socket.write(body);
    sockets.push(socket);
    if (i % 20 === 0) await pause(50);
  }
  await pause(4000);
  console.log(`${uploads} slow uploads: studio RSS ${before.toFixed(0)} MB -> ${rssMb().toFixed(0)} MB`);
  for (const socket of sockets) socket.destroy();
  studio.kill("SIGINT");
  studio.on("exit", () => rmSync(project, { recursive: true, force: true }));
});
