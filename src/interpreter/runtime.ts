// The state of one match: where every card is, what each player has seen, the vars, the options,
// the generator, the step budget and the event log. Compiled closures read and write it.
import type { EventSink, GameEvent, PlainValue } from "./api-types.js";
import type { CompiledGame, StmtMeta, ZoneSpec } from "./model.js";
import { GridCells, reindexCells } from "./grid-cells.js";
import { Rng } from "./rng.js";
import { EVENT_COST, chargeMemory } from "./limits.js";
import type { Card, Player, Value } from "./values.js";
import { standingsReader } from "./standings.js";

export class ZoneInst {
  cards: Card[] = [];
  /** grid zones: one column object per value of the column enum */
  columns?: GridColumn[];
  /** grid zones: the cards in each cell (grid-cells.ts) */
  cells?: GridCells;
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
  constructor(
    readonly inst: ZoneInst,
    readonly col: string,
    readonly ordinal: number,
  ) {}
  get label(): string {
    return `${this.inst.label}[${this.col}]`;
  }
}

const startingCardsOf = new WeakMap<CompiledGame, (Card[] | undefined)[]>();

/** Zone spec index -> the cards its first instance starts a match with: each kind in the first
 *  zone that `holds` it, every other card in the box. The same for every match of a game. */
function startingCards(game: CompiledGame): (Card[] | undefined)[] {
  let starting = startingCardsOf.get(game);
  if (starting) return starting;
  starting = [];
  const held = new Set<string>();
  const put = (zi: number, card: Card): void => {
    (starting![zi] ??= []).push(card);
  };
  for (const spec of game.zones) {
    // a zone per value of an enum without values has no instance to hold anything
    if (typeof spec.per === "object" && game.enums.get(spec.per.enumName)!.values.length === 0) continue;
    for (const kind of spec.holds) {
      if (held.has(kind)) continue;
      held.add(kind);
      for (const c of game.kindCards.get(kind) ?? []) put(spec.index, c);
    }
  }
  for (const c of game.cards) if (!held.has(c.kind)) put(game.boxZone, c);
  startingCardsOf.set(game, starting);
  return starting;
}

/** The items an event holds besides itself (a move's cards are charged as they are moved). */
function eventItems(e: GameEvent): number {
  switch (e.type) {
    case "reveal":
    case "look":
      return e.cards.length;
    case "set":
    case "choice":
      return plainItems(e.value);
    case "log":
      return e.message.length;
    case "phase":
    case "move":
    case "shuffle":
    case "trigger":
    case "end":
      return 0;
  }
}

function plainItems(v: PlainValue): number {
  if (!Array.isArray(v)) return 0;
  let n = v.length;
  for (const x of v) if (Array.isArray(x)) n += plainItems(x);
  return n;
}

const EVENT_TYPES: Record<GameEvent["type"], true> = {
  phase: true,
  move: true,
  shuffle: true,
  reveal: true,
  look: true,
  choice: true,
  set: true,
  log: true,
  trigger: true,
  end: true,
};
const ALL_WHOLE: Record<GameEvent["type"], boolean> = Object.freeze({ ...EVENT_TYPES });

function wholeTypes(types: readonly GameEvent["type"][]): Record<GameEvent["type"], boolean> {
  const whole = { ...EVENT_TYPES } as Record<GameEvent["type"], boolean>;
  for (const t of Object.keys(whole) as GameEvent["type"][]) whole[t] = types.includes(t);
  return whole;
}

export interface DecisionSpec {
  label: string;
  variable: string;
  secret: boolean;
  optional: boolean;
  /** the answers are cards, as the linker typed them (`decisionSpec`) */
  card: boolean;
}

/** Answers a choice point: the index of the chosen item, or -1 for none. */
export type Decider = (rt: Runtime, player: Player, items: Value[], spec: DecisionSpec) => number;

/** Told of every card that changes zone, before it leaves (so that what its seats knew of it can
 *  still be read): a seat's beliefs are built from these (src/agents/beliefs.ts). */
export interface CardWatch {
  moved(rt: Runtime, card: Card, from: ZoneInst, to: ZoneInst): void;
  /** every card of `from` moves to `to` */
  movedAll(rt: Runtime, from: ZoneInst, to: ZoneInst): void;
}

export class Runtime {
  readonly playerByName = new Map<string, Player>();
  /** zone spec index -> its instances (one, one per player, or one per enum value) */
  readonly zones: ZoneInst[][] = [];
  readonly cardZone: ZoneInst[];
  // Per-card state in plain arrays of small ints: typed arrays this size live outside the heap,
  // and allocating four of them cost more than the rest of a match's set-up.
  /** 1 while a card is public after `reveal` and has not moved since */
  readonly revealed: number[];
  /** bit per seat: the player has looked at the card and it has not moved since */
  readonly known: number[];
  readonly cardRow: number[];
  readonly cardCol: number[];
  /** var index -> value, or an array per player/enum value */
  readonly vars: Value[] = [];
  steps = 0;
  /** the kept values of the generated code's pure functions (codegen/emit-memo.ts): they follow
   *  from the options and the players, so a reset keeps them */
  readonly memo: unknown[] = [];
  /** items of lists, texts and events allocated so far (limits.ts) */
  memory = 0;
  /** rules-file functions running at once (see limits.ts) */
  callDepth = 0;
  at: StmtMeta | undefined;
  /** the innermost loop running, for the step-budget diagnostic */
  loop: StmtMeta | undefined;
  /** the rulebook IDs of the innermost running block that declares `implements` */
  ruleId: string | undefined;
  /** the rulebook IDs of every running block that declares `implements`, outermost first: a
   *  block that acts only through a rule it calls is in the chain of that rule's events (kept
   *  only while there is a sink: nothing else reads it) */
  readonly ruleChain: string[] = [];
  leaveTarget = "";
  winners: Player[] | undefined;
  /** test mode: the invariants are checked where the game is at rest (invariants.ts RestPoint) */
  checkInvariants = false;
  /** who is told of card moves (a position building a seat's beliefs); none in a match */
  watch: CardWatch | undefined;
  over = false;
  readonly rng: Rng;
  /** per event type: whether events of it are built (a counting sink takes only some whole) */
  readonly whole: Record<GameEvent["type"], boolean>;
  /** the types a counting sink takes whole, compared in turn (undefined: every type): a keyed
   *  read of `whole` by a type the caller holds in a variable costs a hash lookup per event */
  private readonly wholeList: readonly GameEvent["type"][] | undefined;
  /** of the `set` events, the vars whose events are built (undefined: every var's) */
  private readonly wholeVars: readonly string[] | undefined;
  /** of the phase events, the rules whose events are built or told (undefined: every rule's); a
   *  list of a few names, compared in turn: cheaper than a set's hashing at every rule's start */
  private readonly wholePhases: readonly string[] | undefined;
  /** a counting sink that hears the phases of `wholePhases` without events built for them */
  private readonly phaseHook: ((name: string, phase: "start" | "end") => void) | undefined;
  /** a counting sink's count of events not built, read once: a sink may make it afresh per read */
  private readonly countRule: ((rule: string, events: number) => void) | undefined;
  /** events not built in a row under the same rule IDs, told to the sink as one count when the
   *  IDs change or the game ends (flushCounts): most events follow one of their own block */
  private runText: string | undefined;
  private runLength = 0;

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
    this.revealed = new Array<number>(n).fill(0);
    this.known = new Array<number>(n).fill(0);
    this.cardRow = new Array<number>(n).fill(0);
    this.cardCol = new Array<number>(n).fill(0);
    this.rng = new Rng(seed);
    this.createZones();
    if (events?.standings && game.standings) events.standings(standingsReader(this));
    const counting = events?.counting;
    this.whole = counting ? wholeTypes(counting.types) : ALL_WHOLE;
    this.wholeList = counting && [...counting.types];
    this.wholeVars = counting?.variables && [...counting.variables];
    this.wholePhases = counting?.phases && [...counting.phases];
    this.phaseHook = counting?.phase && counting.phases ? counting.phase.bind(counting) : undefined;
    this.countRule = counting?.countRule;
  }

  /** Whether rule or section `name` is among the phases the sink asked for. */
  private listed(name: string): boolean {
    const names = this.wholePhases;
    if (names === undefined) return true;
    for (let i = 0; i < names.length; i++) if (names[i] === name) return true;
    return false;
  }

  /** Whether the phase events of rule or section `name` are built. */
  wholePhase(name: string): boolean {
    return this.whole.phase && this.phaseHook === undefined && this.listed(name);
  }

  /** Rule or section `name` starts or ends (both back ends call it while there is a sink): its
   *  phase event built, or told to a counting sink that hears phases, or only counted. */
  phase(name: string, phase: "start" | "end"): void {
    if (this.phaseHook !== undefined && this.listed(name)) {
      this.counted();
      this.phaseHook(name, phase);
    } else if (this.wholePhase(name)) this.event({ type: "phase", name, phase });
    else this.counted();
  }

  /** Whether to build an event of `type` (not a phase): there is a sink and it takes such events
   *  whole. One it does not take is counted here instead. */
  builds(type: Exclude<GameEvent["type"], "phase">): boolean {
    if (this.events === null) return false;
    const types = this.wholeList;
    if (types === undefined) return true;
    for (let i = 0; i < types.length; i++) if (types[i] === type) return true;
    this.counted();
    return false;
  }

  /** Whether to build the `set` event of var `variable`, as `builds` does for other types. */
  buildsSet(variable: string): boolean {
    const vars = this.wholeVars;
    if (vars === undefined || this.events === null) return this.builds("set");
    for (let i = 0; i < vars.length; i++) if (vars[i] === variable) return this.builds("set");
    this.counted();
    return false;
  }

  /** An event a counting sink does not take whole: only its rule IDs are counted. */
  counted(): void {
    const id = this.ruleId;
    if (id === undefined) return;
    if (id === this.runText) this.runLength++;
    else {
      this.flushCounts();
      this.runText = id;
      this.runLength = 1;
    }
  }

  /** Tells the sink the events counted and not yet told (the game's end calls it). */
  flushCounts(): void {
    if (this.runLength > 0) this.countRule!(this.runText!, this.runLength);
    this.runLength = 0;
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
        for (const inst of insts) {
          inst.columns = spec.gridColumns.values.map((c, i) => new GridColumn(inst, c, i));
          // a deck of n cards fills at most rows 0 .. n
          inst.cells = new GridCells(game.cards.length + 1, spec.gridColumns.values.length);
        }
      }
      this.zones.push(insts);
    }
    this.placeStartingCards();
  }

  private placeStartingCards(): void {
    const starting = startingCards(this.game);
    for (let zi = 0; zi < starting.length; zi++) {
      const cards = starting[zi];
      const first = this.zones[zi]![0];
      if (!cards || !first) continue;
      const into = first.cards;
      for (let k = 0; k < cards.length; k++) into.push(cards[k]!);
      for (const card of cards) this.cardZone[card.num] = first;
      // a grid's starting cards lie in row 0 of its first column
      if (first.cells) reindexCells(this, first);
    }
  }

  /** Puts the state back as the constructor left it, for the next game of the same seats and
   *  options on the same objects (a simulation plays thousands so): every card in its starting
   *  zone and unseen, the meter at zero, the generator on `seed`. The vars are set by the game's
   *  start (engine.ts initVars), the sink and the decider are kept. */
  reset(seed: number): void {
    for (const insts of this.zones)
      for (const inst of insts) {
        // pops, not `length = 0`, which is a call into the runtime that costs more than a few pops
        const cards = inst.cards;
        while (cards.length) cards.pop();
        if (inst.cells) {
          inst.cells.clear();
          inst.rowsOpened = 0;
        }
      }
    this.revealed.fill(0);
    this.known.fill(0);
    this.cardRow.fill(0);
    this.cardCol.fill(0);
    this.steps = 0;
    this.memory = 0;
    this.callDepth = 0;
    this.at = undefined;
    this.loop = undefined;
    this.ruleId = undefined;
    this.ruleChain.length = 0;
    // a game that failed leaves its last run of counts untold: they were not a whole game's
    this.runText = undefined;
    this.runLength = 0;
    this.leaveTarget = "";
    this.winners = undefined;
    this.over = false;
    this.rng.reseed(seed);
    this.placeStartingCards();
  }

  /** the rulebook IDs for an event: the innermost `implements` block running now */
  event(e: GameEvent): void {
    // the closures build every event; a counting sink takes some only as counts
    if (!(e.type === "phase" ? this.wholePhase(e.name) : this.whole[e.type])) return this.counted();
    if (this.ruleId !== undefined) e.rule = this.ruleId;
    if (this.ruleChain.length > 1) e.rules = this.ruleChain.slice();
    chargeMemory(this, EVENT_COST + eventItems(e));
    this.events!.push(e);
  }
}
