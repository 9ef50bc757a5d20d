// The studio's security layer, kept apart from what it serves: which Host names a request may
// carry (DNS rebinding: a page elsewhere whose name resolves to this machine sends its own), which
// Origin and token a write must carry, and the limits on bodies, slow uploads and connections.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import { hostname, networkInterfaces } from "node:os";
import { HttpError } from "./http-error.js";

export interface StudioLimits {
  /** an edited rules file is text of a person's size; anything bigger is refused (413) */
  largestUpload: number;
  /** a request (headers and body) must arrive whole within this, else 408: a slow upload is not held */
  requestTimeoutMs: number;
  /** uploads held at once (each up to largestUpload); more are refused with 503 */
  uploadsAtOnce: number;
  /** open connections; more are closed unanswered */
  connections: number;
}

export const DEFAULT_LIMITS: StudioLimits = {
  largestUpload: 2 * 1024 * 1024,
  requestTimeoutMs: 10_000,
  uploadsAtOnce: 4,
  connections: 32,
};

/** The header the page sends its session's token in, on every write. */
export const TOKEN_HEADER = "x-agon-token";

const WILDCARD = new Set(["0.0.0.0", "::", ""]);

/** An address as a browser writes it in Host: IPv6 in brackets, in its shortest form. */
function hostNameOf(address: string): string {
  const written = address.includes(":") ? `[${address}]` : address;
  try {
    return new URL(`http://${written}/`).hostname;
  } catch {
    return written.toLowerCase();
  }
}

/** The names this studio is reached by: the loopback names, the address it is bound to, and for a
 *  studio opened to the network (`--host 0.0.0.0`) this machine's addresses and host name. */
export function allowedHostNames(bindHost: string): string[] {
  const names = new Set(["localhost", "127.0.0.1", "[::1]"]);
  if (bindHost !== "") names.add(hostNameOf(bindHost));
  if (WILDCARD.has(bindHost)) {
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.add(hostNameOf(a.address.replace(/%.*$/, "")));
    names.add(hostname().toLowerCase());
  }
  return [...names];
}

export class RequestGuard {
  /** the session's token: the page reads it from /api/files (a page of another origin cannot) */
  readonly token = randomBytes(24).toString("base64url");
  private hosts = new Set<string>();
  private origins = new Set<string>();
  private uploads = 0;

  constructor(
    private readonly bindHost: string,
    readonly limits: StudioLimits,
  ) {}

  /** Once the port is known: the Host values and origins allowed. */
  listening(port: number): void {
    const names = allowedHostNames(this.bindHost);
    const hosts = names.map((n) => `${n}:${port}`);
    // a browser leaves the port out of Host and Origin when it is the scheme's own
    if (port === 80) hosts.push(...names);
    this.hosts = new Set(hosts);
    this.origins = new Set(hosts.map((h) => `http://${h}`));
  }

  /** The limits a server enforces itself: connections and the time a request may take to arrive. */
  apply(server: Server): void {
    server.maxConnections = this.limits.connections;
    server.requestTimeout = this.limits.requestTimeoutMs;
    server.headersTimeout = Math.min(this.limits.requestTimeoutMs, 60_000);
  }

  /** Every request: a Host of this studio's, else 403. */
  checkHost(req: IncomingMessage): void {
    if (!this.hosts.has((req.headers.host ?? "").toLowerCase())) throw new HttpError(403, "unexpected Host header");
  }

  /** Every write: the studio's own origin (when the client names one) and the session's token. */
  checkWrite(req: IncomingMessage): void {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.origins.has(origin.toLowerCase()))
      throw new HttpError(403, "writes come only from the studio's own page");
    const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ""));
    const token = Buffer.from(this.token);
    if (given.length !== token.length || !timingSafeEqual(given, token)) throw new HttpError(403, "a write needs this session's token");
  }

  /** The body of an upload, within the size limit and the number of uploads held at once. */
  async body(req: IncomingMessage): Promise<string> {
    const largest = this.limits.largestUpload;
    if (Number(req.headers["content-length"] ?? 0) > largest) throw new HttpError(413, "the file is too large");
    if (this.uploads >= this.limits.uploadsAtOnce) throw new HttpError(503, "too many saves at once; try again");
    this.uploads++;
    try {
      return await new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        let size = 0;
        req.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > largest) {
            chunks.length = 0;
            req.removeAllListeners("data");
            req.resume();
            fail(new HttpError(413, "the file is too large"));
          } else chunks.push(chunk);
        });
        req.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
        req.on("error", fail);
        req.on("close", () => fail(new HttpError(408, "the upload did not arrive whole")));
      });
    } finally {
      this.uploads--;
    }
  }
}
