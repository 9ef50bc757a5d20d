// The check every emitted program must pass: tokenized by acorn, it may name only what the
// emitter makes up (constants k<n>, temporaries t<n>, locals l<n>, labels b<n>, rules r<n>,
// functions u<n>, their bodies w<n> where their values are kept, triggers g<n>, sections s<n>), the runtime parameter and its shorthands, the keywords it uses,
// and the fields of the runtime it reads; its only strings are the directive and `typeof` names.
// No template, no regular expression, no global.
import { tokenizer } from "acorn";

const MADE_UP = /^[ktlbrugsw](?:0|[1-9][0-9]*)$/;
// `let` is a name to acorn's tokenizer (it is contextual)
const FIXED = new Set(["rt", "K", "V", "Z", "O", "f", "ci", "undefined", "let"]);
const KEYWORDS = new Set([
  "const",
  "let",
  "if",
  "else",
  "for",
  "break",
  "continue",
  "return",
  "function",
  "typeof",
  "instanceof",
  "true",
  "false",
  "null",
]);
/** what the generated code reads or writes after a `.`, or names as an event's field */
const FIELDS = new Set([
  // runtime
  "at",
  "steps",
  "budget",
  "loop",
  "events",
  "event",
  "builds",
  // a var's `set` event (a counting sink may take only some vars' whole)
  "buildsSet",
  "ruleId",
  // the rules running, innermost last, and their push and pop around a rule block
  "ruleChain",
  "pop",
  "leaveTarget",
  "checkInvariants",
  "vars",
  "zones",
  "opt",
  "players",
  "cardZone",
  "cardCol",
  "winners",
  "callDepth",
  // the kept values of pure functions (emit-memo.ts)
  "memo",
  "memory",
  "depth",
  "size",
  "set",
  "rng",
  "below",
  "decide",
  // zones, cards, players, lists, maps
  "cards",
  // the last key a map entry was read by, and its ordinal (emit-expr.ts mapEntry)
  "key",
  "ord",
  "columns",
  "length",
  "seat",
  "num",
  "name",
  "player",
  "push",
  "slice",
  "get",
  // `x in list` (sameness but for lists), and a player's attributes (`p.age`)
  "includes",
  "attrs",
  // event fields
  "type",
  "phase",
  "variable",
  "value",
  "index",
  "message",
  "label",
  "secret",
]);
const STRINGS = new Set(["use strict", "number", "boolean", "string"]);

export function validateProgram(text: string): string[] {
  const problems: string[] = [];
  let afterDot = false;
  for (const t of tokenizer(text, { ecmaVersion: 2022, allowReturnOutsideFunction: true })) {
    const label = t.type.label;
    if (t.type.keyword !== undefined) {
      if (!KEYWORDS.has(t.type.keyword)) problems.push(`keyword \`${t.type.keyword}\` at ${t.start}`);
    } else if (label === "name") {
      const name = String((t as { value?: unknown }).value);
      const ok = afterDot ? FIELDS.has(name) : MADE_UP.test(name) || FIXED.has(name) || FIELDS.has(name);
      if (!ok) problems.push(`identifier \`${name}\` at ${t.start}`);
    } else if (label === "string") {
      if (!STRINGS.has(String((t as { value?: unknown }).value)))
        problems.push(`string ${JSON.stringify((t as { value?: unknown }).value)} at ${t.start}`);
    } else if (label === "template" || label === "`" || label === "${" || label === "regexp" || label === "privateId") {
      problems.push(`${label} at ${t.start}`);
    }
    afterDot = label === "." || label === "?.";
  }
  return problems;
}
