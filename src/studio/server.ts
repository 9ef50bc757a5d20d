// The studio's HTTP server: the built page, the list of the project's `.agon` files, and those
// files themselves (read, and written back only when the studio was started with `--write`).
// It answers nothing else: every path is decoded once, resolved, then checked by its real path
// (symlinks followed) to lie inside its folder, to be a regular file, and (for the file API) to
// be an `.agon` file. Encoded dots, slashes and backslashes are refused before decoding, so no
// second decoding anywhere can turn a name into a traversal. The security layer (Host, Origin,
// token, limits) is guard.ts; a save is whole or nothing (save-file.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { extname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { DEFAULT_LIMITS, RequestGuard, type StudioLimits } from "./guard.js";
import { HttpError } from "./http-error.js";
import { saveWhole, type WriteFile } from "./save-file.js";

export interface StudioServerOptions {
  /** the project: its `.agon` files are the file API */
  projectRoot: string;
  /** the built page (index.html and its assets) */
  pageDir: string;
  port: number;
  host: string;
  /** allow PUT /files/... to overwrite an existing `.agon` file of the project */
  write: boolean;
  /** the limits on bodies, slow uploads and connections (guard.ts DEFAULT_LIMITS) */
  limits?: Partial<StudioLimits>;
  /** how a save's temporary file is written (tests inject a full disk) */
  writeFile?: WriteFile;
}

export interface StudioServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const FILES_PREFIX = "/files/";
/** Folders of the project that hold no rules of the designer's: dependencies, builds, reports. */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "reports"]);

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".agon": "text/plain; charset=utf-8",
};

function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

/** The URL path below a prefix, as a relative file path, or an HttpError. */
function relativePathOf(rawPath: string): string {
  // %2e (.), %2f (/), %5c (\) and %00 only ever serve to disguise a path: refuse them undecoded.
  if (/%(2e|2f|5c|00)/i.test(rawPath) || rawPath.includes("\\")) throw new HttpError(403, "encoded path characters are refused");
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new HttpError(400, "malformed percent-encoding");
  }
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === "." || s.includes("\0"))) throw new HttpError(403, "`.` and `..` are refused in paths");
  return segments.filter((s) => s !== "").join("/");
}

/** The real path of `rel` in `root` when it is a regular file inside it (symlinks followed). */
async function realFileInside(root: string, rel: string): Promise<string> {
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(resolve(realRoot, rel));
  } catch {
    throw new HttpError(404, "no such file");
  }
  if (!isInside(realRoot, real)) throw new HttpError(403, "outside the served folder");
  const info = await stat(real);
  if (!info.isFile()) throw new HttpError(404, "not a regular file");
  return real;
}

async function agonFileOf(root: string, rawPath: string): Promise<string> {
  const rel = relativePathOf(rawPath);
  if (extname(rel) !== ".agon") throw new HttpError(403, "only .agon files are served");
  const real = await realFileInside(root, rel);
  if (extname(real) !== ".agon") throw new HttpError(403, "only .agon files are served");
  return real;
}

/** The project's `.agon` files, relative with `/`, sorted; symlinked folders are not followed. */
async function agonFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile() && entry.name.endsWith(".agon")) out.push(`${prefix}${entry.name}`);
    }
  };
  await walk(root, "");
  return out.sort();
}

function send(res: ServerResponse, status: number, body: string | Buffer, type: string): void {
  res.writeHead(status, {
    "content-type": type,
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // the page runs only its own scripts and talks only to this server
    "content-security-policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'self' data:",
  });
  res.end(body);
}

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const guard = new RequestGuard(options.host, { ...DEFAULT_LIMITS, ...options.limits });
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    guard.checkHost(req);
    const target = req.url ?? "/";
    const rawPath = target.split("?")[0]!;
    if (!rawPath.startsWith("/")) throw new HttpError(400, "bad request target");
    const method = req.method ?? "GET";
    if (rawPath === "/api/files") {
      if (method !== "GET") throw new HttpError(405, "GET only");
      const files = await agonFiles(await realpath(options.projectRoot));
      // the token is the page's to send back with each save: a page of another origin cannot read it
      const body = JSON.stringify({ files, write: options.write, ...(options.write ? { token: guard.token } : {}) });
      return send(res, 200, body, CONTENT_TYPES[".json"]!);
    }
    if (rawPath.startsWith(FILES_PREFIX)) {
      const rest = rawPath.slice(FILES_PREFIX.length);
      if (method === "GET") return send(res, 200, await readFile(await agonFileOf(options.projectRoot, rest)), CONTENT_TYPES[".agon"]!);
      if (method === "PUT") {
        if (!options.write) throw new HttpError(405, "start the studio with --write to save files");
        guard.checkWrite(req);
        // the upload is counted from its first byte, before anything is awaited
        const body = guard.body(req);
        body.catch(() => {});
        const file = await agonFileOf(options.projectRoot, rest);
        await saveWhole(file, await body, options.writeFile);
        return send(res, 200, "saved\n", "text/plain; charset=utf-8");
      }
      throw new HttpError(405, "GET or PUT only");
    }
    if (method !== "GET") throw new HttpError(405, "GET only");
    const rel = rawPath === "/" ? "index.html" : relativePathOf(rawPath.slice(1));
    const type = CONTENT_TYPES[extname(rel)];
    if (!type || extname(rel) === ".agon") throw new HttpError(404, "no such page");
    return send(res, 200, await readFile(await realFileInside(options.pageDir, rel)), type);
  };

  // a request must arrive whole within the time limit: checked often enough to hold to it
  const server: Server = createServer({ connectionsCheckingInterval: Math.min(1000, guard.limits.requestTimeoutMs / 2) }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : "internal error";
      // a body left unread is not waited for
      if (!res.headersSent) {
        res.setHeader("connection", "close");
        send(res, status, `${status} ${message}\n`, "text/plain; charset=utf-8");
      } else res.destroy();
    });
  });
  guard.apply(server);
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, options.host, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  guard.listening(port);
  const shownHost = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
