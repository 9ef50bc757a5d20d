// The back ends a match may run on, named once (the API's `engine`, the CLI's flags).
export const ENGINES = ["generated", "closures"] as const;
export type Engine = (typeof ENGINES)[number];

export function isEngine(v: unknown): v is Engine {
  return (ENGINES as readonly unknown[]).includes(v);
}
