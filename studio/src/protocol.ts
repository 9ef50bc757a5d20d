// The messages between the page and its worker (which runs the real checker and engine).
import type { GameResult, PlainValue, PlayerView } from "../../src/index.js";
import type { Comparison } from "../../src/simulation/compare.js";

/** The options a game is played with, by name, as `--option NAME=VALUE` gives them. */
export type OptionValues = Record<string, string | number | boolean>;

export interface ZoneLayout {
  name: string;
  /** its name in the page's language */
  shownName: string;
  /** "shared", "player", or the enum whose values index it */
  per: string;
  visibility: "hidden" | "owner" | "public";
  /** the column names of a grid zone */
  columns?: string[];
}

export interface VarLayout {
  name: string;
  shownName: string;
  per: string;
  /** its values are cards (the declared type, as the linker resolved it): drawn by their descriptions */
  card: boolean;
}

/** What a game is made of, sent once per game: enough to draw any game's board. */
export interface BoardLayout {
  title: string;
  players: string[];
  seat: string;
  zones: ZoneLayout[];
  vars: VarLayout[];
  enumValues: Record<string, string[]>;
  /** an enum value -> its name in the page's language, where it has one */
  symbolNames: Record<string, string>;
  /** the game's declared standings: the function's name and which end leads */
  standings?: { name: string; order: "highest" | "lowest" };
}

/** One line of `agon play`'s account, with the step (position) it was told by. */
export interface AccountLine {
  text: string;
  step: number;
}

/** How a game is played from the page: the seats, the seed, the agents, the options, the language. */
export interface GameSettings {
  players: number;
  /** the designer's seat, from 0 */
  seat: number;
  seed: number;
  /** each other seat's agent as the command line names it (`random`, `ismcts:iterations=50`), in
   *  seat order; the designer's own entry is not read */
  agents: string[];
  options?: OptionValues;
  lang: string;
}

/** An option the game declares, as `agon options --json` gives it. */
export interface OptionControl {
  name: string;
  /** its names the rules give it, by language (`ko "손의 카드 수"`) */
  names: Record<string, string>;
  /** each value's names, by language */
  valueNames: Record<string, Record<string, string>>;
  type?: string;
  values: string[];
  default: PlainValue;
  description: string;
  min?: number;
  max?: number;
}

/** An agent kind of the agent registry (src/agents/kinds.ts) with its settings. */
export interface AgentKindInfo {
  kind: string;
  description: string;
  settings: { name: string; description: string; values: "count" | readonly string[]; default: number | string }[];
}

/** A diagnostic ready to show: where (offsets in the edited file), and the CLI's rendering. */
export interface ShownDiagnostic {
  severity: "error" | "warning";
  code: string;
  from: number;
  to: number;
  /** `message; hint` as the CLI prints it on one line */
  message: string;
  /** the CLI's full rendering (with the source line and the caret) */
  rendered: string;
  /** true when it lies in the edited file (else in a file it uses) */
  inEditedFile: boolean;
}

export interface PendingChoice {
  label: string;
  options: { value: PlainValue; text: string }[];
  optional: boolean;
}

export interface PlayState {
  /** the step shown, 0-based, and how many there are (one per decision, and the end) */
  step: number;
  steps: number;
  view: PlayerView;
  /** grid zones: card id -> its cell */
  cells: Record<string, { row: number; column: string }>;
  /** each card as the state at the step shown describes it */
  cardNames: Record<string, string>;
  /** each seat's declared standing at the step shown (seating order) */
  standings?: number[];
  /** the whole account of the game so far, each line with its step */
  account: AccountLine[];
  /** the seat has a decision to take back */
  canUndo: boolean;
  /** the seat's decision, when the latest step is shown and the game waits for it */
  pending?: PendingChoice;
  result?: GameResult;
}

export type ToWorker =
  | { type: "files"; files: Record<string, string> }
  | { type: "check"; path: string; text: string }
  | {
      type: "start";
      players: number;
      seat: number;
      seed: number;
      agents: string[];
      options: OptionValues;
      lang: string;
    }
  | { type: "choose"; option: number }
  | { type: "show"; step: number }
  | { type: "branch"; step: number }
  | { type: "undo" }
  /** the game being played told in another language, shown at `step` */
  | { type: "language"; lang: string; step: number }
  | { type: "save-game" }
  /** a saved game's file (`agon play --save`'s format), by its name and text */
  | { type: "load-game"; name: string; text: string }
  | { type: "simulate"; path: string; players: number; games: number; seed: number; options: OptionValues }
  | { type: "compare"; base: SimulationSide; variant: SimulationSide; players: number; games: number; seed: number };

/** One side of a simulation or a comparison: a rules file and the options it is played with. */
export interface SimulationSide {
  path: string;
  options: OptionValues;
}

/** The game's structure at a glance, from a simulation's summary. */
export interface Structure {
  /** label -> value as shown */
  figures: [string, string][];
  /** rulebook ID -> events per game, in the IDs' natural order (T1, T2, T10) */
  ruleEvents: [string, number][];
}

export type FromWorker =
  | { type: "ready"; keywords: string[]; reserved: string[]; agentKinds: AgentKindInfo[]; languages: string[] }
  | {
      type: "checked";
      path: string;
      diagnostics: ShownDiagnostic[];
      playable?: { title: string; minPlayers: number; maxPlayers: number; options: OptionControl[] };
    }
  | { type: "board"; layout: BoardLayout }
  | { type: "state"; state: PlayState }
  | { type: "progress"; done: number; of: number; part: string }
  | { type: "simulated"; report: string; games: number; structure: Structure }
  | { type: "compared"; comparison: Comparison; reports: [string, string] }
  | { type: "saved-game"; name: string; text: string }
  /** a saved game was loaded: its rules file and how it is played, for the page's controls */
  | { type: "loaded-game"; rules: string; settings: GameSettings }
  | { type: "failed"; message: string };
