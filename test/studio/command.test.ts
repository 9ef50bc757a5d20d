// `agon studio`'s command line: its flags' errors, a page that was never built, a busy port.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { openStudio } from "../../src/studio/command.js";
import { agon, isOneLineError } from "../cli/run-cli.js";

const temp = mkdtempSync(join(tmpdir(), "agon-studio-command-"));
writeFileSync(join(temp, "index.html"), "<!doctype html>");

function captured(): CliIo & { out: string[] } {
  const out: string[] = [];
  return {
    out,
    stdout: (t) => void out.push(t),
    stderr: (t) => void out.push(t),
    stdoutColour: false,
    stderrColour: false,
    cwd: process.cwd(),
  };
}

afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("agon studio", () => {
  it.each(["abc", "-1", "65536", "1.5"])("refuses --port %s with exit code 2 and one line", async (port) => {
    const run = await agon(["studio", "--port", port]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`error[usage]: --port must be an integer from 0 to 65535, got "${port}"\n`);
  });

  it("refuses a --host that is no address of this machine with exit code 2", async () => {
    // 192.0.2.1 is reserved for documentation (RFC 5737): no machine has it
    const run = await agon(["studio", "--port", "0", "--page", temp, "--host", "192.0.2.1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error\[usage\]: --host 192\.0\.2\.1 is no address of this machine \(EADDRNOTAVAIL\)\n {2}= hint: /);
  });

  it("says how to build a page that is not there (exit 1)", async () => {
    const run = await agon(["studio", "--port", "0", "--page", join(temp, "missing")]);
    expect(run.code).toBe(1);
    expect(isOneLineError(run.stderr)).toBe(true);
    expect(run.stderr).toContain("run `npm run build`");
  });

  it("listens on 127.0.0.1 by default, says where, and names a port in use (exit 1)", async () => {
    const io = captured();
    const server = await openStudio({ port: "0", page: temp }, io);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(io.out.join("")).toContain(`open ${server.url}`);
      expect(io.out.join("")).toContain("read-only");
      const run = await agon(["studio", "--port", String(server.port), "--page", temp]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`error[failed]: port ${server.port} on 127.0.0.1 is already in use; choose another with --port\n`);
    } finally {
      await server.close();
    }
  });
});
