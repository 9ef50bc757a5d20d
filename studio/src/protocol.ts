// The messages between the page and its worker (which runs the real checker and engine).
import type { GameResult, PlainValue, PlayerView } from "../../src/index.js";

export interface ZoneLayout {
  name: string;
  /** "shared", "player", or the enum whose values index it */
  per: string;
  visibility: "hidden" | "owner" | "public";
  /** the column names of a grid zone */
  columns?: string[];
}

export interface VarLayout {
  name: string;
  per: string;
}

/** What a game is made of, sent once per game: enough to draw any game's board. */
export interface BoardLayout {
  title: string;
  players: string[];
  seat: string;
  zones: ZoneLayout[];
  vars: VarLayout[];
  enumValues: Record<string, string[]>;
  /** card id -> its name in the page's language (the id when it has none) */
  cardNames: Record<string, string>;
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
  /** the game's events up to the step shown, as the seat may read them */
  log: string[];
  /** the seat's decision, when the latest step is shown and the game waits for it */
  pending?: PendingChoice;
  result?: GameResult;
}

export type ToWorker =
  | { type: "files"; files: Record<string, string> }
  | { type: "check"; path: string; text: string }
  | { type: "start"; players: number; seat: number; seed: number; agent: string }
  | { type: "choose"; option: number }
  | { type: "show"; step: number }
  | { type: "simulate"; path: string; players: number; games: number; seed: number };

export type FromWorker =
  | { type: "ready"; keywords: string[]; reserved: string[] }
  | { type: "checked"; path: string; diagnostics: ShownDiagnostic[]; playable?: { title: string; minPlayers: number; maxPlayers: number } }
  | { type: "board"; layout: BoardLayout }
  | { type: "state"; state: PlayState }
  | { type: "progress"; done: number; of: number }
  | { type: "simulated"; report: string; games: number }
  | { type: "failed"; message: string };
