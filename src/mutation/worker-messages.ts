// What `agon mutate` and its worker threads say to each other.
import type { Mutant } from "./mutants.js";
import type { MutantResult, RunnerOptions } from "./runner.js";
import type { MatchLimits } from "./suite.js";

export interface WorkerSetup {
  options: RunnerOptions;
}

export type ToMutationWorker = { type: "chunk"; index: number; mutants: Mutant[] } | { type: "stop" };

export type FromMutationWorker =
  | { type: "ready"; featureFiles: number; limits: MatchLimits }
  | { type: "mutant"; result: MutantResult }
  | { type: "chunk-done"; index: number }
  | { type: "failed"; message: string; setup: boolean };
