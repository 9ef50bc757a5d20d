// Keys JSON.parse keeps as own properties but a record read into an object would drop, or mistake
// for what every JavaScript object has: refused wherever a JSON object's keys are names (a saved
// game's options, an adapter request's options and attributes).
import type { z } from "zod";

export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

/** A zod check (superRefine) refusing those keys in an object; `what` is what its keys name. */
export function refusePrototypeKeys(what: string): (value: unknown, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    if (typeof value !== "object" || value === null) return;
    for (const key of PROTOTYPE_KEYS)
      if (Object.hasOwn(value, key))
        ctx.addIssue({ code: "custom", path: [key], message: `"${key}" names no ${what}: it is a name every JavaScript object has` });
  };
}
