// The values of a game's enums as a step writes them: by identifier (`long-jump`), in words
// (`long jump`), or by their name in the feature's language. Every step that names one reads it
// here: the index of a per-value zone, the entry of a map attribute, the value of an attribute
// whose type is an enum. A name the game lacks fails at the step that wrote it, in the feature's
// language, with the nearest name; it never reaches the engine, whose error would blame the rules
// file, and never passes to fail a later step.
import { findSymbols, type CompiledGame } from "../../src/index.js";
import { fail } from "./failures.js";
import { kebab } from "./lists.js";
import type { ZoneRef } from "./zones.js";

/** The value of the enum `enumName` that `written` names; `attribute`, the attribute whose entry
 *  or value it is, for the message. */
export function enumValue(game: CompiledGame, enumName: string, written: string, language: string, attribute = ""): string {
  const values = game.enums.get(enumName)?.values ?? [];
  const text = written.trim();
  if (values.includes(text)) return text;
  if (values.includes(kebab(text))) return kebab(text);
  const named = findSymbols(game, text, language).filter((s) => values.includes(s));
  if (named.length === 1) return named[0]!;
  throw fail("noSuchEntry", text, attribute, values, enumName);
}

/** The enum of an attribute's values (`value`) or of a map attribute's entries (`key`), as the
 *  card kinds declare the attribute (only `kind`'s, if given); none if it is no enum. */
export function attributeEnum(game: CompiledGame, attribute: string, part: "value" | "key", kind?: string): string | undefined {
  for (const [name, k] of game.program.kinds) {
    if (kind !== undefined && name !== kind) continue;
    const type = k.attributes.find((a) => a.name.name === attribute)?.type;
    if (type === undefined) continue;
    const named =
      part === "key" ? (type.kind === "MapType" ? type.key.name : undefined) : type.kind === "NamedType" ? type.name.name : undefined;
    if (named !== undefined && game.enums.has(named)) return named;
  }
  return undefined;
}

/** An entry of the map attribute `attribute` (`높이뛰기` of `placing` -> long-jump); a word as
 *  written (in kebab-case) where the attribute's entries are no enum. */
export function entryKey(game: CompiledGame, attribute: string, written: string, language: string, kind?: string): string {
  const keys = attributeEnum(game, attribute, "key", kind);
  return keys === undefined ? kebab(written) : enumValue(game, keys, written, language, attribute);
}

/** A value of `attribute` as a step wrote it: one of its enum's values if its type is an enum
 *  (`멀리뛰기` fails there), otherwise the text as written (a number, true, none). */
export function attributeValue(game: CompiledGame, attribute: string, written: string, language: string): string {
  const values = attributeEnum(game, attribute, "value");
  if (values === undefined || written === "none") return written;
  return enumValue(game, values, written, language, attribute);
}

/** A zone phrase read against the game: the index of a zone kept per enum value (or of a grid's
 *  columns) is one of the enum's values, by any of its names; a player stays as written (the
 *  players are checked where the zone is read, and where a Given arranges it: support/arrange.ts). */
export function checkedZone(game: CompiledGame, ref: ZoneRef, language: string): ZoneRef {
  if (ref.index === undefined) return ref;
  const spec = game.zoneByName.get(ref.name);
  const values = spec === undefined ? undefined : typeof spec.per === "object" ? spec.per.enumName : spec.gridColumns?.name;
  return values === undefined ? ref : { ...ref, index: enumValue(game, values, ref.index, language) };
}
