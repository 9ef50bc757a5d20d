// The adapter side of the protocol (serveAdapter with Agon's engine): a line that is no request
// gets an error answer and the adapter serves on; play-out names only the protocol's agents; after
// stop the adapter reads nothing more.
import { describe, expect, it } from "vitest";
import { START as start, serveInput } from "../support/served-adapter.js";

/** Every answer the adapter gives to these lines, and whether it stopped before the input ended. */
const serve = (lines: string[]) => serveInput(lines.map((l) => `${l}\n`).join(""), true);

const error = (id: number, message: RegExp) => ({ id, ok: false, error: { kind: "failed", message: expect.stringMatching(message) } });

describe("agon adapter reading its requests", () => {
  it("answers a line that is not an object with an integer id with id -1, and serves on", async () => {
    const lines = ["null", "5", '"x"', "[1,2]", '{"op":"hello"}', '{"id":"x"}', '{"id":null}', '{"id":1.5,"op":"pending"}', "{nope"];
    const { answers } = await serve([...lines, '{"id":9,"op":"hello","protocol":1}']);
    expect(answers.slice(0, lines.length)).toEqual([
      ...lines.slice(0, -1).map(() => error(-1, /^a request is an object with an integer id, not /)),
      error(-1, /^not JSON: \{nope/),
    ]);
    expect(answers[lines.length]).toMatchObject({ id: 9, ok: true, result: { engine: "agon" } });
  });

  it("answers a request of no known op, or with a field of the wrong shape, naming the field", async () => {
    const { answers } = await serve(['{"id":3}', '{"id":4,"op":"fly"}', '{"id":5,"op":"zone"}', '{"id":6,"op":"view","player":7}']);
    expect(answers).toEqual([
      error(3, /^not a request: op: /),
      error(4, /^not a request: op: /),
      error(5, /^not a request: name: /),
      error(6, /^not a request: player: /),
    ]);
  });

  it("plays out only with the protocol's agents, a random one with its seed", async () => {
    const playOut = (agents: unknown) => JSON.stringify({ id: 2, op: "play-out", agents });
    const { answers } = await serve([
      JSON.stringify({ id: 1, ...start }),
      playOut([{ kind: "smart" }, { kind: "smart" }, { kind: "smart" }]),
      playOut([{ kind: "random" }, { kind: "first-legal" }, { kind: "first-legal" }]),
      playOut(5),
      playOut([{ kind: "first-legal", seed: 1 }, { kind: "first-legal" }, { kind: "first-legal" }]),
      playOut([{ kind: "random", seed: 3 }, { kind: "first-legal" }, { kind: "first-legal" }]),
    ]);
    expect(answers.slice(0, 5)).toEqual([
      { id: 1, ok: true },
      error(2, /^not a request: agents\[0\]\.kind: .*'first-legal' \| 'random'/),
      error(2, /^not a request: agents\[0\]\.seed: /),
      error(2, /^not a request: agents: .*expected array/),
      error(2, /^not a request: agents\[0\]: .*seed/),
    ]);
    expect(answers[5]).toMatchObject({ id: 2, ok: true, result: { winners: expect.any(Array) } });
  });

  it("stops reading once it has answered stop", async () => {
    const { answers, stoppedEarly } = await serve(['{"id":1,"op":"stop"}', '{"id":2,"op":"hello","protocol":1}']);
    expect(answers).toEqual([{ id: 1, ok: true }]);
    expect(stoppedEarly).toBe(true);
  });
});
