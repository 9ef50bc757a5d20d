// The in-process suite runner that `agon mutate` drives through Cucumber's own modules: the
// features are parsed once, the scenarios run in the order asked for, and a run stops at the first
// failing scenario. If a Cucumber upgrade moves those modules, this fails before any mutant runs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSuite } from "../../src/mutation/suite.js";

const work = mkdtempSync(join(tmpdir(), "agon-suite-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** a copy of the project's rules and cards with one change to lead-and-follow's rules */
function brokenRules(from: string, to: string): string {
  const project = join(work, `p${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(project, "rules"), { recursive: true });
  cpSync("cards", join(project, "cards"), { recursive: true });
  const text = readFileSync("rules/lead-and-follow.agon", "utf8");
  expect(text).toContain(from);
  writeFileSync(join(project, "rules", "lead-and-follow.agon"), text.replace(from, to));
  return join(project, "rules");
}

describe("openSuite", () => {
  it("runs every scenario, in the order asked for, and stops at the first that fails", { timeout: 120_000 }, async () => {
    const suite = await openSuite(process.cwd(), "lead-and-follow");
    expect(suite.scenarios.length).toBeGreaterThan(5);
    expect(suite.scenarios.every((s) => s.uri.startsWith("features/lead-and-follow/"))).toBe(true);

    const clean = await suite.run(join(process.cwd(), "rules"));
    expect(clean).toEqual({ passed: true, scenarios: suite.scenarios.length });

    // whoever takes a trick no longer leads the next: the scenarios of TRK-T4 fail
    const rules = brokenRules("set leader = winner", "set leader = leader");
    const t4 = suite.scenarios.filter((s) => s.tags.includes("@TRK-T4"));
    expect(t4.length).toBeGreaterThan(0);
    const last = t4.at(-1)!;
    const run = await suite.run(rules, [last.index]);
    expect(run.passed).toBe(false);
    expect(run.failed?.index).toBe(last.index);
    expect(run.scenarios).toBe(1);

    // a second suite in the same process (agon mutate runs one per game) still has every step
    const again = await openSuite(process.cwd(), "lead-and-follow");
    expect(await again.run(join(process.cwd(), "rules"))).toEqual({ passed: true, scenarios: suite.scenarios.length });
  });
});
