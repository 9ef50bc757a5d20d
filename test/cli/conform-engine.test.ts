// `agon conform --engine CMD`: the English features through an adapter, reported per rule ID as
// passed / rules only / not supported / failed; a broken adapter is one error line and exit 1;
// Agon's own back-end names are refused as a bad command line.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { agon, ROOT } from "./run-cli.js";

const fake = (mode: string) => `node ${join(ROOT, "test/adapter/fake-adapter.mjs")} ${mode}`;

afterEach(() => {
  delete process.env.AGON_ENGINE_TIMEOUT_MS;
});

describe("agon conform --engine", () => {
  it("reports the scenarios an adapter without capabilities cannot run as not supported", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--engine", fake("minimal")]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("engine fake minimal");
    const summary =
      /lead-and-follow: (\d+) English scenarios: 0 passed on the engine, (\d+) passed reading only the rules files, (\d+) not supported, 0 failed/.exec(
        r.stdout,
      );
    expect(summary).not.toBeNull();
    expect(Number(summary![3])).toBeGreaterThan(0);
    expect(Number(summary![2]) + Number(summary![3])).toBe(Number(summary![1]));
    expect(r.stdout).toMatch(/\nTRK-T2 +0 +0 +[1-9]\d* +0\n/);
    expect(r.stdout).toContain("engine conformance: ok (no scenario failed)");
  });

  it("stops with one error line when the adapter crashes in a scenario", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--engine", fake("crash")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^error\[failed\]: the engine adapter failed: `node .*fake-adapter\.mjs crash` exited with code 3 \(start\); its last words on stderr: the fake engine fell over\n/,
    );
  });

  it("stops when the adapter hangs, after AGON_ENGINE_TIMEOUT_MS", async () => {
    process.env.AGON_ENGINE_TIMEOUT_MS = "1500";
    const r = await agon(["conform", "--engine", fake("hang")]);
    // the hang is at start, the first scenario: hello was answered
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error\[failed\]: the engine adapter failed: .* gave no answer within 1\.5 s \(start\); it was stopped/);
  }, 120_000);

  it("refuses an adapter whose hello is not JSON, and a bad timeout", async () => {
    const r = await agon(["conform", "--engine", fake("garbage")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("answered hello with a line that is not JSON: hello there");
    process.env.AGON_ENGINE_TIMEOUT_MS = "soon";
    const bad = await agon(["conform", "--engine", fake("minimal")]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("AGON_ENGINE_TIMEOUT_MS must be a positive whole number");
  });

  it("takes Agon's back-end names for no command", async () => {
    const r = await agon(["conform", "--engine", "closures"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--engine closures names one of Agon's own back ends");
  });
});
