// Hostile lines across the adapter protocol, both ways: an engine that writes a line without end,
// a request line without end, and requests naming options or attributes every JavaScript object
// has. Each gets a clear answer at once, not memory growing until the timeout.
import { afterAll, describe, expect, it } from "vitest";
import { AdapterBroken, EngineConnection } from "../../src/adapter/engine-client.js";
import { LONGEST_LINE } from "../../src/adapter/protocol.js";
import { ROOT } from "../cli/run-cli.js";
import { START, serveInput } from "../support/served-adapter.js";

const start = { id: 2, ...START };
const open: EngineConnection[] = [];
afterAll(() => open.forEach((c) => c.close()));

/** The answers of `agon adapter`'s serving to this input. */
const served = async (input: string) => (await serveInput(input)).answers;

describe("adapter lines", () => {
  it("an engine writing a line longer than the limit is stopped with a clear error, before the timeout", () => {
    const endless = `node -e "const b = Buffer.alloc(1 << 20, 120); (function w() { process.stdout.write(b, w); })()"`;
    let thrown: unknown;
    try {
      open.push(new EngineConnection(endless, ROOT, 20_000));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AdapterBroken);
    expect((thrown as Error).message).toMatch(/wrote a line longer than 16 MiB \(hello\)/);
    // stopped for the line, not by the wait: the timeout's error says "gave no answer" instead (a
    // wall-clock bound here failed on a loaded machine while the code was right)
    expect((thrown as Error).message).not.toMatch(/gave no answer/);
  }, 70_000);

  it("a request line longer than the limit is answered with an error, and the adapter serves on", async () => {
    const answers = await served(`${"x".repeat(LONGEST_LINE + 10)}\n{"id":9,"op":"hello","protocol":1}\n`);
    expect(answers[0]).toEqual({ id: -1, ok: false, error: { kind: "failed", message: "a request line is longer than 16 MiB" } });
    expect(answers[1]).toMatchObject({ id: 9, ok: true });
  });

  it.each(["__proto__", "constructor", "prototype"])("refuses an option or an attribute named %s", async (key) => {
    const options = `{"trumps":"hearts","${key}":"x"}`;
    const attributes = `{"${key}":"x"}`;
    const optionLine = JSON.stringify(start).replace('{"trumps":"hearts"}', options);
    const attributeLine = JSON.stringify({ ...start, id: 3 }).replace('{"name":"Anna"}', `{"name":"Anna","attributes":${attributes}}`);
    const answers = await served(`${optionLine}\n${attributeLine}\n`);
    expect(answers).toEqual([
      { id: 2, ok: false, error: { kind: "failed", message: expect.stringContaining(`options.${key}: "${key}" names no option`) } },
      { id: 3, ok: false, error: { kind: "failed", message: expect.stringContaining(`"${key}" names no`) } },
    ]);
  });
});
