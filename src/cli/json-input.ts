// Every JSON file the CLI reads goes through here: read, parsed and checked against a zod schema,
// so that a wrong file stops with one line naming the file and the field, never a TypeError later.
import { readFileSync, type Stats, statSync } from "node:fs";
import type { z } from "zod";
import { CliFailure } from "./errors.js";

/** `perGame.turns[3]`: where in a JSON value a zod issue is. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "the top level";
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("");
}

/** The file's text, or a one-line failure: missing, not a regular file, unreadable. */
export function readTextFile(path: string, what: string): string {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    throw new CliFailure(`${what} not found: ${path}`);
  }
  if (!stats.isFile()) throw new CliFailure(`${what} ${path} is not a regular file`);
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new CliFailure(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** `path`'s JSON value, not yet checked, or a one-line failure. */
export function readJsonValue(path: string, what: string): unknown {
  const text = readTextFile(path, what);
  try {
    // editors on some systems save a byte order mark, which JSON.parse refuses as an invisible token
    return JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    throw new CliFailure(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** `json` (read from `path`) if it fits `schema`, else a failure such as `shard.json is not ...: perGame.turns[3]: expected number`. */
export function checkJson<Schema extends z.ZodType>(path: string, json: unknown, schema: Schema, what: string): z.infer<Schema> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliFailure(`${path} is not ${what}: ${fieldPath(issue.path)}: ${issue.message}`);
  }
  return parsed.data;
}

/** `path`'s JSON if it fits `schema`, else a failure such as `shard.json: perGame.turns[3]: expected number`. */
export function readJsonFile<Schema extends z.ZodType>(path: string, schema: Schema, what: string): z.infer<Schema> {
  return checkJson(path, readJsonValue(path, what), schema, what);
}
