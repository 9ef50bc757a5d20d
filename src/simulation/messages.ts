// What the simulation's main thread and its workers say to each other.
import type { Diagnostic } from "../index.js";
import type { GameColumns } from "./spec.js";

export type ToWorker = { type: "play"; first: number; count: number } | { type: "stop" };

export type FromWorker =
  | { type: "ready" }
  | { type: "done"; first: number; columns: GameColumns }
  | { type: "failed"; message: string; diagnostic?: Diagnostic; game?: number };
