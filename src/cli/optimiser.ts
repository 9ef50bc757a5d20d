// V8's optimising compiler (TurboFan) works on background threads from the first hot loop. In a
// brief command it is pure cost: with it off, a cold `agon check` of one game took ~20% less CPU
// time (0.26 s against 0.32 s, load ~8), of both games ~24% less. The built `agon` therefore
// starts with it off (built-main.ts; its code cache is made under the same flags, as V8 takes a
// cache only under the flags it was made with), and a command that runs long turns it back on once
// its code has loaded. V8 reads the flag at each tier-up decision, so it takes effect at once.
import { setFlagsFromString } from "node:v8";

/** V8's flags at the start of the built `agon`, and while scripts/bundle.mjs makes its code cache. */
export const BRIEF_START_FLAGS = "--no-opt";

export function startBrief(): void {
  setFlagsFromString(BRIEF_START_FLAGS);
}

/** The command's code has loaded and it runs long (games, a server, a test suite): optimise again. */
export async function runningLong<T>(loaded: Promise<T>): Promise<T> {
  const module = await loaded;
  setFlagsFromString("--opt");
  return module;
}
