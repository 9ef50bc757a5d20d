// The state of one match: where every card is, what each player has seen, the vars, the options,
// the generator, the step budget and the event log. Compiled closures read and write it.
import type { EventSink, GameEvent } from "./api-types.js";
import type { CompiledGame, StmtMeta, ZoneSpec } from "./model.js";
import { Rng } from "./rng.js";
import type { Card, Player, Value } from "./values.js";

export class ZoneInst {
  cards: Card[] = [];
  /** grid zones: one column object per value of the column enum */
  columns?: GridColumn[];
  /** grid zones: the highest row a card was ever placed in */
  rowsOpened = 0;
  constructor(
    readonly spec: ZoneSpec,
    readonly player?: Player,
    /** the enum symbol of a per-enum instance */
    readonly key?: string,
  ) {}

  /** `hand[alice]`, `row[red]`, `pile`: built on demand, since only events and views need it */
  get label(): string {
    const index = this.player ? this.player.name : this.key;
    return index === undefined ? this.spec.name : `${this.spec.name}[${index}]`;
  }
}

export class GridColumn {
  constructor(readonly inst: ZoneInst, readonly col: string, readonly ordinal: number) {}
  get label(): string {
    return `${this.inst.label}[${this.col}]`;
  }
}

export interface DecisionSpec {
  label: string;
  variable: string;
  secret: boolean;
  optional: boolean;
}

/** Answers a choice point: the index of the chosen item, or -1 for none. */
export type Decider = (rt: Runtime, player: Player, items: Value[], spec: DecisionSpec) => number;

export class Runtime {
  readonly playerByName = new Map<string, Player>();
  /** zone spec index -> its instances (one, one per player, or one per enum value) */
  readonly zones: ZoneInst[][] = [];
  readonly cardZone: ZoneInst[];
  /** 1 while a card is public after `reveal` and has not moved since */
  readonly revealed: Uint8Array;
  /** bit per seat: the player has looked at the card and it has not moved since */
  readonly known: Uint32Array;
  readonly cardRow: Int32Array;
  readonly cardCol: Int32Array;
  /** var index -> value, or an array per player/enum value */
  readonly vars: Value[] = [];
  steps = 0;
  /** rules-file functions running at once (see limits.ts) */
  callDepth = 0;
  at: StmtMeta | undefined;
  /** the innermost loop running, for the step-budget diagnostic */
  loop: StmtMeta | undefined;
  /** the rulebook IDs of the innermost running block that declares `implements` */
  ruleId: string | undefined;
  leaveTarget = "";
  winners: Player[] | undefined;
  /** test mode: checked after every statement */
  checkInvariants = false;
  over = false;
  readonly rng: Rng;

  constructor(
    readonly game: CompiledGame,
    readonly players: Player[],
    readonly opt: Value[],
    seed: number,
    readonly budget: number,
    readonly events: EventSink | null,
    public decide: Decider,
  ) {
    for (const p of players) this.playerByName.set(p.name, p);
    const n = game.cards.length;
    this.cardZone = new Array<ZoneInst>(n);
    this.revealed = new Uint8Array(n);
    this.known = new Uint32Array(n);
    this.cardRow = new Int32Array(n);
    this.cardCol = new Int32Array(n);
    this.rng = new Rng(seed);
    this.createZones();
  }

  private createZones(): void {
    const game = this.game;
    for (const spec of game.zones) {
      const insts: ZoneInst[] = [];
      if (spec.per === "shared") insts.push(new ZoneInst(spec));
      else if (spec.per === "player") {
        for (const p of this.players) insts.push(new ZoneInst(spec, p));
      } else {
        for (const v of game.enums.get(spec.per.enumName)!.values) insts.push(new ZoneInst(spec, undefined, v));
      }
      if (spec.gridColumns) {
        for (const inst of insts) inst.columns = spec.gridColumns.values.map((c, i) => new GridColumn(inst, c, i));
      }
      this.zones.push(insts);
    }
    const held = new Set<string>();
    for (const spec of game.zones) {
      const first = this.zones[spec.index]![0];
      for (const kind of spec.holds) {
        if (held.has(kind) || !first) continue;
        held.add(kind);
        for (const c of game.kindCards.get(kind) ?? []) this.put(c, first);
      }
    }
    const box = this.zones[game.boxZone]![0]!;
    for (const c of game.cards) if (!held.has(c.kind)) this.put(c, box);
  }

  private put(card: Card, inst: ZoneInst): void {
    inst.cards.push(card);
    this.cardZone[card.num] = inst;
  }

  /** the rulebook IDs for an event: the innermost `implements` block running now */
  event(e: GameEvent): void {
    if (this.ruleId !== undefined) e.rule = this.ruleId;
    this.events!.push(e);
  }
}
