// `--engine generated|closures` (play, simulate) and `--backend generated|closures` (conform,
// whose `--engine` names an external adapter command): which back end runs the games.
import { ENGINES, type Engine, isEngine } from "../codegen/engines.js";
import { UsageError } from "./errors.js";

export function parseEngine(value: string | undefined, flag: string): Engine | undefined {
  if (value === undefined) return undefined;
  if (isEngine(value)) return value;
  throw new UsageError(`${flag} must be ${ENGINES.join(" or ")}, not \`${value}\``);
}

/** Runs `run` with the back end a flag names as the default of every match it starts. */
export async function withEngine<T>(value: string | undefined, flag: string, run: () => Promise<T> | T): Promise<T> {
  const engine = parseEngine(value, flag);
  if (!engine) return run();
  const { useDefaultEngine } = await import("../codegen/backend.js");
  const restore = useDefaultEngine(engine);
  try {
    return await run();
  } finally {
    restore();
  }
}
