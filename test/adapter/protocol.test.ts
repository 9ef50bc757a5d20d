// The adapter protocol from the conformance side: a round trip through Agon's own adapter gives
// what the engine gives in process; what an adapter does not declare is "not supported"; an
// adapter that crashes, hangs or writes what is not a response is a clear error, never a hang.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AdapterBroken, EngineConnection, EngineNotSupported } from "../../src/adapter/engine-client.js";
import { AgonError, loadGame, newMatch } from "../../src/index.js";
import { BUILT_AGON, ROOT } from "../cli/run-cli.js";

const game = loadGame(join(ROOT, "rules/lead-and-follow.agon")).game!;
const players = [{ name: "Anna" }, { name: "Ben" }, { name: "Cleo" }];
const fake = (mode: string) => `node ${join(ROOT, "test/adapter/fake-adapter.mjs")} ${mode}`;
const open: EngineConnection[] = [];
const connect = (command: string, timeoutMs?: number) => {
  const c = new EngineConnection(command, ROOT, timeoutMs);
  open.push(c);
  return c;
};
afterAll(() => {
  for (const c of open) c.close();
});

describe("a round trip through agon adapter", () => {
  it("plays the same match as the engine in process", { timeout: 120_000 }, () => {
    const engine = connect(`node ${JSON.stringify(BUILT_AGON)} adapter rules/lead-and-follow.agon`, 60_000);
    expect(engine.declaration).toMatchObject({ protocol: 1, engine: "agon", games: ["lead-and-follow"] });
    expect(engine.declaration.capabilities).toContain("decisions");
    const config = { players, seed: 4, options: { trumps: "hearts" } };
    const remote = engine.start(game, config);
    const local = newMatch(game, config);
    expect(remote.pending()).toEqual(local.pending());
    // an illegal answer is refused as the engine refuses it, and changes nothing
    expect(() => remote.choose("no-such-card")).toThrow(AgonError);
    const answer = local.pending()!.options[2]!;
    remote.choose(answer);
    local.choose(answer);
    expect(remote.zone("played", "Anna")).toEqual(local.zone("played", "Anna"));
    expect(remote.variable("leader")).toEqual(local.variable("leader"));
    expect(remote.events()).toEqual(local.events());
    expect(remote.view("Ben")).toEqual(local.view("Ben"));
    expect(remote.isOver()).toBe(false);
    // card data is the rules files', read on this side
    expect(remote.cardAttribute(answer as string, "suit")).toEqual(local.cardAttribute(answer as string, "suit"));
  });
});

describe("what an adapter does not declare", () => {
  it("is not supported, before any request is sent for it", () => {
    const engine = connect(fake("minimal"));
    expect(engine.declaration.capabilities).toEqual([]);
    expect(() => engine.start(game, { players, options: { trumps: "hearts" } })).toThrow(EngineNotSupported);
    expect(() => engine.start(game, { players, arrangements: [{ zone: "aside", cards: ["bells-1"] }] })).toThrow(
      /an arranged position needs "arrange"/,
    );
    const match = engine.start(game, { players, seed: 1 });
    expect(() => match.pending()).toThrow(/\[not supported by the engine\] `pending` needs the capability "decisions"/);
    expect(() => match.zone("hand", "Anna")).toThrow(EngineNotSupported);
    expect(match.players()).toEqual(["Anna", "Ben", "Cleo"]);
  });
});

describe("an adapter that breaks the protocol", () => {
  it("crashes: the exit code and its last words on stderr", () => {
    const engine = connect(fake("crash"));
    expect(() => engine.start(game, { players })).toThrow(AdapterBroken);
    const again = connect(fake("crash"));
    expect(() => again.start(game, { players })).toThrow(
      /exited with code 3 \(start\); its last words on stderr: the fake engine fell over/,
    );
    expect(again.alive).toBe(false);
  });

  it("hangs: stopped after the timeout", () => {
    const engine = connect(fake("hang"), 1500);
    const started = Date.now();
    expect(() => engine.start(game, { players })).toThrow(/gave no answer within 1\.5 s \(start\); it was stopped/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(engine.alive).toBe(false);
  });

  it("writes what is not JSON, or a response to another request", () => {
    expect(() => connect(fake("garbage"))).toThrow(/answered hello with a line that is not JSON: hello there/);
    expect(() => connect(fake("wrong-id"))).toThrow(/which is not a response \(the id 8 instead of 1\)/);
  });

  it("answers pending with a decision of another shape: a card flag that is not `true`", () => {
    const engine = connect(fake("bad-card"));
    const match = engine.start(game, { players });
    expect(() => match.pending()).toThrow(/answered pending with a result of another shape \(card: /);
    expect(engine.alive).toBe(false);
  });

  it("cannot be started at all", () => {
    expect(() => connect("/no/such/adapter --flag", 2_000)).toThrow(/exited with code 127/);
  });
});
