// Hostile HTTP for the studio's server: DNS rebinding on every bind address, writes from another
// origin or without the session's token, a save on a full disk, slow and piled-up uploads, too
// many connections, a fast-check run of random requests, and Ctrl-C. Each case says the answer it
// must get; no answer may hold a file outside the project, and no save may cut a file short.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer, type StudioServerOptions } from "../../src/studio/server.js";
import { BUILT_AGON } from "../cli/run-cli.js";

const SECRET = "agon-studio-secret-91";
const base = mkdtempSync(join(tmpdir(), "agon-hostile-studio-"));
const project = join(base, "project");
const page = join(base, "page");
const rulesFile = join(project, "rules", "game.agon");
const RULES = "game g { players 2 }\n";
const servers: StudioServer[] = [];

beforeAll(() => {
  mkdirSync(join(project, "rules"), { recursive: true });
  mkdirSync(page);
  writeFileSync(join(project, "package.json"), "{}");
  writeFileSync(rulesFile, RULES);
  writeFileSync(join(page, "index.html"), "<!doctype html><title>studio</title>");
  writeFileSync(join(base, "secret.agon"), SECRET);
});

afterAll(async () => {
  for (const s of servers) await s.close();
  rmSync(base, { recursive: true, force: true });
});

async function studio(options: Partial<StudioServerOptions> = {}): Promise<StudioServer> {
  const server = await startStudioServer({ projectRoot: project, pageDir: page, port: 0, host: "127.0.0.1", write: true, ...options });
  servers.push(server);
  return server;
}

interface Answer {
  status: number;
  headers: string;
  body: string;
}

/** One request written by hand on a socket (any Host, any header, any target), and its answer. */
function raw(server: StudioServer, connectTo: string, head: string, body = ""): Promise<Answer> {
  return new Promise((done, fail) => {
    const socket = connect({ host: connectTo, port: server.port });
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", fail);
    socket.on("close", () => {
      const [headers = "", ...rest] = text.split("\r\n\r\n");
      done({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(headers)?.[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    });
    socket.setTimeout(5000, () => socket.destroy());
    socket.write(`${head}\r\nconnection: close\r\n\r\n${body}`);
  });
}

function get(server: StudioServer, connectTo: string, path: string, host: string): Promise<Answer> {
  return raw(server, connectTo, `GET ${path} HTTP/1.1\r\nhost: ${host}`);
}

async function tokenOf(server: StudioServer): Promise<string> {
  const listing = await get(server, "127.0.0.1", "/api/files", `127.0.0.1:${server.port}`);
  return (JSON.parse(listing.body) as { token: string }).token;
}

function put(server: StudioServer, body: string, headers: Record<string, string>): Promise<Answer> {
  const lines = Object.entries({ host: `127.0.0.1:${server.port}`, "content-length": String(Buffer.byteLength(body)), ...headers });
  return raw(server, "127.0.0.1", `PUT /files/rules/game.agon HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join("\r\n")}`, body);
}

describe("the studio against DNS rebinding", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["127.0.0.2", "127.0.0.2"],
    ["127.0.1.1", "127.0.1.1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::1", "::1"],
    ["0.0.0.0", "127.0.0.1"],
  ])("bound to %s, refuses a page of another name (403) and serves its own", async (host, connectTo) => {
    const server = await studio({ host, write: false });
    for (const name of ["attacker.example", `attacker.example:${server.port}`, `127.0.0.1.attacker.example:${server.port}`, ""]) {
      const answer = await get(server, connectTo, "/files/rules/game.agon", name);
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain("players");
    }
    const own = new URL(server.url).host;
    expect((await get(server, connectTo, "/files/rules/game.agon", own)).body).toBe(RULES);
  });
});

describe("the studio's writes", () => {
  it("need the session's token and the studio's own origin (403 otherwise), and then save", async () => {
    const server = await studio();
    const token = await tokenOf(server);
    expect(token).toMatch(/^[\w-]{32,}$/);
    const origin = `http://127.0.0.1:${server.port}`;
    expect((await put(server, "no token", { origin })).status).toBe(403);
    expect((await put(server, "wrong token", { origin, "x-agon-token": `${token}x` })).status).toBe(403);
    expect((await put(server, "other origin", { origin: "http://attacker.example", "x-agon-token": token })).status).toBe(403);
    expect((await put(server, "null origin", { origin: "null", "x-agon-token": token })).status).toBe(403);
    expect(readFileSync(rulesFile, "utf8")).toBe(RULES);
    expect((await put(server, RULES, { origin, "x-agon-token": token })).status).toBe(200);
    expect((await put(server, RULES, { "x-agon-token": token })).status).toBe(200);
    const other = await studio();
    expect((await put(other, RULES, { "x-agon-token": token })).status).toBe(403);
  });

  it("a save on a full disk answers 507, says the file is unchanged, and leaves it whole", async () => {
    const server = await studio({
      writeFile: async (path, text) => {
        writeFileSync(path, text.slice(0, 3));
        throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
      },
    });
    const answer = await put(server, "game changed { players 3 }\n", { "x-agon-token": await tokenOf(server) });
    expect(answer.status).toBe(507);
    expect(answer.body).toContain("the disk is full");
    expect(answer.body).toContain("unchanged");
    expect(readFileSync(rulesFile, "utf8")).toBe(RULES);
    expect(readdirSync(join(project, "rules"))).toEqual(["game.agon"]);
  });

  it("a save to /dev/full (a real full disk) leaves the file whole", async () => {
    const server = await studio({ writeFile: async (_path, text) => writeFileSync("/dev/full", text) });
    const answer = await put(server, "game changed { players 3 }\n", { "x-agon-token": await tokenOf(server) });
    expect(answer.status).toBe(507);
    expect(readFileSync(rulesFile, "utf8")).toBe(RULES);
  });
});

describe("the studio's limits", () => {
  /** Opens an upload that sends its headers and a few bytes of a large body, then stalls. */
  function slowUpload(server: StudioServer, token: string): Promise<{ socket: Socket; answer: Promise<string> }> {
    return new Promise((done) => {
      const socket = connect({ host: "127.0.0.1", port: server.port }, () => {
        socket.write(
          `PUT /files/rules/game.agon HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\nx-agon-token: ${token}\r\ncontent-length: 1000000\r\n\r\n${"x".repeat(1000)}`,
        );
        done({ socket, answer });
      });
      let text = "";
      const answer = new Promise<string>((settle) => {
        socket.setEncoding("latin1").on("data", (chunk: string) => (text += chunk));
        socket.on("close", () => settle(text));
        socket.on("error", () => settle(text));
      });
    });
  }

  it("a stalled upload is answered 408 and closed after the upload time limit", async () => {
    const server = await studio({ limits: { requestTimeoutMs: 500 } });
    const { answer } = await slowUpload(server, await tokenOf(server));
    expect(await answer).toMatch(/^HTTP\/1\.1 408/);
    expect(readFileSync(rulesFile, "utf8")).toBe(RULES);
  });

  it("uploads beyond the number held at once are refused (503) while the others wait", async () => {
    const server = await studio({ limits: { uploadsAtOnce: 2 } });
    const token = await tokenOf(server);
    const held = [await slowUpload(server, token), await slowUpload(server, token)];
    // the server has read both requests' heads before the third arrives
    await new Promise((r) => setTimeout(r, 300));
    const third = await slowUpload(server, token);
    expect(await third.answer).toMatch(/^HTTP\/1\.1 503/);
    for (const h of held) h.socket.destroy();
  });

  it("connections beyond the limit are closed unanswered, and the studio still answers after", async () => {
    const server = await studio({ limits: { connections: 3 } });
    const token = await tokenOf(server);
    const held = await Promise.all([0, 1, 2].map(() => slowUpload(server, token)));
    const extra = await slowUpload(server, token);
    expect(await extra.answer).toBe("");
    for (const h of held) h.socket.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await get(server, "127.0.0.1", "/files/rules/game.agon", `127.0.0.1:${server.port}`)).body).toBe(RULES);
  });

  it("a body over the size limit sent in chunks is refused (413)", async () => {
    const server = await studio();
    const chunk = "x".repeat(64 * 1024);
    const chunks = Array.from({ length: 40 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const answer = await raw(
      server,
      "127.0.0.1",
      `PUT /files/rules/game.agon HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\nx-agon-token: ${await tokenOf(server)}\r\ntransfer-encoding: chunked`,
      `${chunks}0\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(readFileSync(rulesFile, "utf8")).toBe(RULES);
  });
});

describe("the studio against random requests (fast-check)", () => {
  it("answers each with a status it documents, never 500, never a file outside the project", async () => {
    const server = await studio();
    const token = await tokenOf(server);
    const own = `127.0.0.1:${server.port}`;
    const segment = fc.oneof(
      fc.constantFrom(
        "..",
        ".",
        "%2e%2e",
        "%2E.",
        "%252e",
        "..%2f",
        "%5c",
        "%00",
        "rules",
        "game.agon",
        "secret.agon",
        "files",
        "api",
        "",
        "~",
      ),
      fc.string({ maxLength: 8 }).map(encodeURIComponent),
    );
    const target = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join("/")}`);
    const request = fc.record({
      method: fc.constantFrom("GET", "PUT", "POST", "DELETE", "HEAD", "OPTIONS", "PATCH"),
      target: fc.oneof(
        target,
        target.map((t) => `/files${t}`),
        fc.constant("/api/files"),
      ),
      host: fc.constantFrom(own, "attacker.example", `localhost:${server.port}`, ""),
      withToken: fc.boolean(),
      body: fc.string({ maxLength: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers = [
          `host: ${r.host}`,
          `content-length: ${Buffer.byteLength(r.body)}`,
          ...(r.withToken ? [`x-agon-token: ${token}`] : []),
        ];
        const answer = await raw(server, "127.0.0.1", `${r.method} ${r.target} HTTP/1.1\r\n${headers.join("\r\n")}`, r.body);
        expect([200, 400, 403, 404, 405]).toContain(answer.status);
        expect(answer.body).not.toContain(SECRET);
        if (r.host !== own && r.host !== `localhost:${server.port}`) expect(answer.status).toBe(403);
      }),
      { numRuns: 300 },
    );
    expect(readFileSync(join(base, "secret.agon"), "utf8")).toBe(SECRET);
    writeFileSync(rulesFile, RULES);
  }, 60_000);
});

describe("agon studio on Ctrl-C", () => {
  it("stops with exit code 130, as README says", async () => {
    const child = spawn(process.execPath, [BUILT_AGON, "studio", "--port", "0", "--page", page], {
      cwd: project,
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((ready) => child.stdout.on("data", (text: Buffer) => text.toString().includes("open http") && ready()));
    child.kill("SIGINT");
    expect(await new Promise((done) => child.on("exit", (code, signal) => done(code ?? signal)))).toBe(130);
  }, 30_000);
});
