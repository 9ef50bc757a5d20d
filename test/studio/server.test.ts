// The studio's server answers only the page and the project's own .agon files: every way out of
// the project (traversal, encoded traversal, symlinks, other extensions, folders) gets an error.
import { request } from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStudioServer, type StudioServer } from "../../src/studio/server.js";

const base = mkdtempSync(join(tmpdir(), "agon-studio-server-"));
const project = join(base, "project");
const outside = join(base, "outside");
const page = join(project, "dist", "studio");
const RULES = "game g { players 2 }\n";

function make(): void {
  mkdirSync(join(project, "rules", "nested"), { recursive: true });
  mkdirSync(join(page, "assets"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(project, "package.json"), "{}");
  writeFileSync(join(project, "rules", "game.agon"), RULES);
  writeFileSync(join(project, "rules", "nested", "cards.agon"), "// cards\n");
  writeFileSync(join(project, "rules", "notes.txt"), "not rules");
  mkdirSync(join(project, "rules", "folder.agon"));
  writeFileSync(join(page, "index.html"), "<!doctype html><title>studio</title>");
  writeFileSync(join(page, "assets", "main.js"), "console.log(1)");
  writeFileSync(join(outside, "secret.agon"), "secret");
  writeFileSync(join(outside, "secret.html"), "secret");
  symlinkSync(join(outside, "secret.agon"), join(project, "rules", "link.agon"));
  symlinkSync(outside, join(project, "rules", "out"));
  symlinkSync(join(outside, "secret.html"), join(page, "leak.html"));
}

interface Answer {
  status: number;
  body: string;
}

/** A request with its target sent exactly as written (fetch would normalise `../` away). */
function send(
  server: StudioServer,
  method: string,
  path: string,
  body?: string,
  host = `127.0.0.1:${server.port}`,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port: server.port, method, path, headers: { host, ...headers }, timeout: 5000 }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", fail);
    req.end(body);
  });
}

let readOnly: StudioServer;
let writable: StudioServer;

beforeAll(async () => {
  make();
  const common = { projectRoot: project, pageDir: page, port: 0, host: "127.0.0.1" };
  readOnly = await startStudioServer({ ...common, write: false });
  writable = await startStudioServer({ ...common, write: true });
});

afterAll(async () => {
  await readOnly?.close();
  await writable?.close();
  rmSync(base, { recursive: true, force: true });
});

describe("agon studio's server", () => {
  it("listens on the loopback address given, on a free port", () => {
    expect(readOnly.url).toBe(`http://127.0.0.1:${readOnly.port}/`);
    expect(readOnly.port).toBeGreaterThan(0);
  });

  it("serves the page and its assets", async () => {
    expect(await send(readOnly, "GET", "/")).toEqual({ status: 200, body: "<!doctype html><title>studio</title>" });
    expect((await send(readOnly, "GET", "/assets/main.js")).body).toBe("console.log(1)");
  });

  it("lists the project's .agon files (not symlinked ones out, not the build) and serves them", async () => {
    const list = JSON.parse((await send(readOnly, "GET", "/api/files")).body) as { files: string[]; write: boolean };
    expect(list).toEqual({ files: ["rules/game.agon", "rules/nested/cards.agon"], write: false });
    expect(await send(readOnly, "GET", "/files/rules/game.agon")).toEqual({ status: 200, body: RULES });
    expect((await send(readOnly, "GET", "/files/rules/nested/cards.agon")).body).toBe("// cards\n");
  });

  it.each([
    ["../ in the file API", "/files/../package.json", 403],
    ["../ out of the project", "/files/rules/../../outside/secret.agon", 403],
    ["../ in the page", "/../outside/secret.html", 403],
    ["encoded dots and slash", "/files/%2e%2e%2foutside%2fsecret.agon", 403],
    ["encoded slash", "/files/rules%2Fgame.agon", 403],
    ["upper-case encoded dots", "/files/%2E%2E/outside/secret.agon", 403],
    ["double encoding", "/files/%252e%252e/outside/secret.agon", 404],
    ["a backslash", "/files/..\\outside\\secret.agon", 403],
    ["a symlinked file pointing out", "/files/rules/link.agon", 403],
    ["a symlinked folder pointing out", "/files/rules/out/secret.agon", 403],
    ["a page symlink pointing out", "/leak.html", 403],
    ["another extension", "/files/rules/notes.txt", 403],
    ["package.json", "/files/package.json", 403],
    ["a folder named .agon", "/files/rules/folder.agon", 404],
    ["a folder", "/files/rules/", 403],
    ["a missing file", "/files/rules/missing.agon", 404],
    ["an .agon file through the page", "/rules/game.agon", 404],
    ["an unknown page", "/nothing.html", 404],
    ["a page folder", "/assets", 404],
  ])("refuses %s", async (_what, path, status) => {
    const answer = await send(readOnly, "GET", path);
    expect(answer.status).toBe(status);
    expect(answer.body).not.toContain("secret");
  });

  it("refuses a Host that is not this machine's (DNS rebinding)", async () => {
    expect((await send(readOnly, "GET", "/files/rules/game.agon", undefined, "attacker.example:80")).status).toBe(403);
  });

  it("refuses to write without --write, and methods other than GET and PUT", async () => {
    expect((await send(readOnly, "PUT", "/files/rules/game.agon", "changed")).status).toBe(405);
    expect((await send(readOnly, "POST", "/files/rules/game.agon", "changed")).status).toBe(405);
    expect((await send(readOnly, "DELETE", "/files/rules/game.agon")).status).toBe(405);
    expect((await send(readOnly, "PUT", "/index.html", "changed")).status).toBe(405);
    expect(readFileSync(join(project, "rules", "game.agon"), "utf8")).toBe(RULES);
  });

  it("with --write, saves an existing .agon file of the project and nothing else", async () => {
    const listing = JSON.parse((await send(writable, "GET", "/api/files")).body) as { token: string };
    const put = (path: string, body: string) => send(writable, "PUT", path, body, undefined, { "x-agon-token": listing.token });
    expect((await put("/files/rules/nested/cards.agon", "// edited\n")).status).toBe(200);
    expect(readFileSync(join(project, "rules", "nested", "cards.agon"), "utf8")).toBe("// edited\n");
    expect((await put("/files/rules/new.agon", "x")).status).toBe(404);
    expect((await put("/files/rules/notes.txt", "x")).status).toBe(403);
    expect((await put("/files/rules/link.agon", "x")).status).toBe(403);
    expect((await put("/files/../outside/secret.agon", "x")).status).toBe(403);
    expect((await put("/files/%2e%2e/outside/secret.agon", "x")).status).toBe(403);
    expect(readFileSync(join(outside, "secret.agon"), "utf8")).toBe("secret");
    expect(readFileSync(join(project, "rules", "notes.txt"), "utf8")).toBe("not rules");
  });

  it("refuses an upload larger than a rules file can reasonably be", async () => {
    const listing = JSON.parse((await send(writable, "GET", "/api/files")).body) as { token: string };
    const answer = await send(writable, "PUT", "/files/rules/game.agon", "x".repeat(3 * 1024 * 1024), undefined, {
      "x-agon-token": listing.token,
    });
    expect(answer.status).toBe(413);
    expect(readFileSync(join(project, "rules", "game.agon"), "utf8")).toBe(RULES);
  });
});
