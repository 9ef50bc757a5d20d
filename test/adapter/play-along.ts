// A hand-written engine's adapter and Agon's engine side by side, answer after answer, to the same
// result: the same decisions (label, player, variable, options, optional, secret, card), every zone
// instance (a grid zone also by column) and the given variables the same, and the event log and
// each player's view when the adapter keeps them.
import { expect } from "vitest";
import { EngineConnection } from "../../src/adapter/engine-client.js";
import { newMatch, type CompiledGame, type Decision, type Match, type MatchConfig, type PlainValue } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";

/** what both engines must agree on (the hand-written one names no rule) */
const shape = (d: Decision | undefined) =>
  d && { player: d.player, label: d.label, variable: d.variable, options: d.options, optional: d.optional, secret: d.secret, card: d.card };

export class PlayAlong {
  private connection?: EngineConnection;

  constructor(
    private readonly game: CompiledGame,
    private readonly command: string,
    /** the variables to compare; per player or per value ones are read for every index */
    private readonly variables: string[],
  ) {}

  get engine(): EngineConnection {
    this.connection ??= new EngineConnection(this.command, ROOT, 60_000);
    return this.connection;
  }

  close(): void {
    this.connection?.close();
  }

  /** every zone instance and the variables, as a match reports them */
  state(match: Match, players: string[]): Record<string, unknown> {
    const { game } = this;
    const seen: Record<string, unknown> = {};
    const instancesOf = (per: "shared" | "player" | { enumName: string }) =>
      per === "shared" ? [undefined] : per === "player" ? players : game.enums.get(per.enumName)!.values;
    for (const zone of game.zones) {
      for (const i of instancesOf(zone.per)) seen[`${zone.name}[${i ?? ""}]`] = match.zone(zone.name, i);
      for (const column of zone.gridColumns?.values ?? []) seen[`${zone.name} column ${column}`] = match.zone(zone.name, column);
    }
    for (const name of this.variables) {
      for (const i of instancesOf(game.varByName.get(name)!.per)) seen[`${name}[${i ?? ""}]`] = match.variable(name, i);
    }
    // the chain of rule IDs (`rules`) is optional in the protocol, and the hand-written engines give
    // only the innermost rule (`rule`), so the chain is left out of the comparison
    if (this.engine.can("events")) seen.events = match.events().map(({ rules: _chain, ...event }) => event);
    if (this.engine.can("view")) for (const p of players) seen[`view of ${p}`] = match.view(p);
    return seen;
  }

  /** Plays both matches, answering with `answer` (the last option by default); returns the labels asked. */
  play(config: MatchConfig, answer: (d: Decision, n: number) => PlainValue = (d) => d.options.at(-1)!, limit = 400): Set<string> {
    const players = config.players.map((p) => p.name);
    const remote = this.engine.start(this.game, config);
    const local = newMatch(this.game, config);
    const labels = new Set<string>();
    for (let n = 0; n < limit && local.pending(); n++) {
      const d = local.pending()!;
      expect(shape(remote.pending())).toEqual(shape(d));
      expect(this.state(remote, players)).toEqual(this.state(local, players));
      labels.add(d.label);
      const value = answer(d, n);
      remote.choose(value);
      local.choose(value);
    }
    expect(local.pending()).toBeUndefined();
    expect(remote.pending()).toBeUndefined();
    expect(this.state(remote, players)).toEqual(this.state(local, players));
    expect(remote.result()).toEqual(local.result());
    return labels;
  }
}
