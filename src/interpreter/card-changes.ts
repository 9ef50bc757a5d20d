// Changed cards: a test may load a game whose deck differs from the card files in a few entries,
// to reach a position the printed deck cannot (two cards tied where the real ones never tie).
// The card files' own assertions are checked on the deck as written, before any change: they
// describe the printed deck, not the test's. A change replaces one attribute of one card (one
// entry of a map attribute with `key`) by a value of the attribute's declared type, as card data would give it.
import type { CardChange } from "./api-types.js";
import type { Compiler } from "./compiler.js";
import { didYouMean, userError } from "./errors.js";
import type { CompiledGame } from "./model.js";
import { isMap, MapValue, type Value } from "./values.js";
import type { Expr, SourceRange, TypeExpr } from "../../grammar/ast.js";
import { convertValue, describeType } from "../../grammar/card-values.js";

const NOWHERE: SourceRange = { file: "(card change)", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** The value as card data would read it: checked against the attribute's declared type (an int in
 *  range, an enum's value, true or false, a text); a value naming a card is refused. */
function convert(c: Compiler, type: TypeExpr, value: number | boolean | string): Value {
  const ctx = { enums: c.program.enums, kinds: new Set(c.program.kinds.keys()), cardReferences: [] };
  const readings: Expr[] =
    typeof value === "number"
      ? [{ kind: "Int", value, range: NOWHERE }]
      : typeof value === "boolean"
        ? [{ kind: "Bool", value, range: NOWHERE }]
        : [
            { kind: "Name", name: value, range: NOWHERE },
            { kind: "Text", value, range: NOWHERE },
          ];
  let problem = "";
  for (const e of readings) {
    const converted = convertValue(e, type, ctx);
    if (converted.ok && ctx.cardReferences.length === 0) return converted.value as Value;
    problem ||= converted.ok ? "a card change cannot name a card" : converted.diagnostic.message;
  }
  throw userError("wrong-type", `card change: ${JSON.stringify(value)} is no ${describeType(type)}: ${problem}`);
}

function changeOne(c: Compiler, game: CompiledGame, change: CardChange): void {
  const card = game.cardById.get(change.card);
  if (!card) throw userError("unknown-card", `card change: unknown card \`${change.card}\``, didYouMean(change.card, game.cardById.keys()));
  const data = game.program.cards[card.num]!;
  const column = c.cardAttributes.get(change.attribute);
  if (!column || !Object.hasOwn(data.attributes, change.attribute)) {
    throw userError(
      "unknown-attribute",
      `card change: card \`${change.card}\` has no attribute \`${change.attribute}\``,
      didYouMean(change.attribute, Object.keys(data.attributes)),
    );
  }
  const old = column[card.num];
  if (change.key !== undefined && !(isMap(old) && Object.hasOwn(old, change.key))) {
    throw userError("unknown-attribute", `card change: \`${change.card}.${change.attribute}\` has no entry \`${change.key}\``);
  }
  if (change.key === undefined && isMap(old)) {
    throw userError("runtime-error", `card change: \`${change.card}.${change.attribute}\` is a map: name the entry to change (key)`);
  }
  const declared = c.program.kinds.get(card.kind)?.attributes.find((x) => x.name.name === change.attribute)?.type;
  const type = change.key === undefined ? declared : declared?.kind === "MapType" ? declared.value : undefined;
  if (!type) throw userError("runtime-error", `card change: \`${change.attribute}\` is an attribute no card change can set`);
  if (Array.isArray(change.value) || change.value === null) {
    throw userError("wrong-type", `card change: a card entry becomes a number, a word or true/false, not ${JSON.stringify(change.value)}`);
  }
  const value = convert(c, type, change.value);
  if (change.key === undefined) {
    column[card.num] = value;
    data.attributes[change.attribute] = change.value;
  } else {
    const entries = Object.assign(new MapValue(), old);
    Object.defineProperty(entries, change.key, { value, enumerable: true, writable: true, configurable: true });
    column[card.num] = entries;
    const plain = data.attributes[change.attribute] as Record<string, unknown>;
    data.attributes[change.attribute] = { ...plain, [change.key]: change.value } as never;
  }
}

/** Applies the changes to a game just compiled (its columns and its card data alike). */
export function applyCardChanges(c: Compiler, game: CompiledGame, changes: readonly CardChange[]): void {
  for (const change of changes) changeOne(c, game, change);
}
