// Divergences name an option or another name of the game; an option's readings each name one of
// its values, and a rulebook reads a divergence once, or, where it contradicts itself, once per
// value it supports.
import type { DivergenceDecl } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { Program } from "../program.js";
import { allRuleNames } from "../rule-names.js";
import { closest } from "../suggest.js";

/** Every name a naming divergence may be about: the game, declarations, sections, enum values and card ids. */
function knownNames(program: Program): Set<string> {
  const names = new Set<string>(allRuleNames(program));
  if (program.game) names.add(program.game.name.name);
  for (const map of [program.enums, program.kinds, program.zones, program.vars, program.tables, program.functions, program.rules]) {
    for (const key of map.keys()) names.add(key);
  }
  for (const e of program.enums.values()) for (const v of e.values) names.add(v.name.name);
  for (const card of program.cards) names.add(card.id);
  return names;
}

function checkDivergence(d: DivergenceDecl, program: Program, names: Set<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const option = program.options.get(d.name.name);
  if (!option && !names.has(d.name.name)) {
    const near = closest(d.name.name, [...program.options.keys(), ...names]);
    diagnostics.push({
      code: "unknown-divergence-subject",
      severity: "error",
      message: `\`${d.name.name}\` is neither an option nor a name of the game`,
      range: d.name.range,
      hint: near ? `did you mean \`${near}\`?` : "name the option the rulebooks disagree on, or the thing they name differently",
    });
  }
  // a book may read an option twice with two different values: its text contradicts itself
  const valuesByBook = new Map<string, (string | undefined)[]>();
  for (const r of d.readings) {
    if (r.text === undefined && r.note === undefined)
      diagnostics.push({
        code: "empty-reading",
        severity: "error",
        message: `the \`${r.book.name}\` reading of \`${d.name.name}\` quotes nothing and notes nothing`,
        range: r.book.range,
        hint: `quote the rulebook's words (\`reading ${r.book.name} "..."\`), or say what it lacks (\`reading ${r.book.name} note "not named"\`)`,
      });
    const earlier = valuesByBook.get(r.book.name) ?? [];
    const value = option ? r.value?.name : undefined;
    if (earlier.length > 0 && (value === undefined || earlier.includes(value) || earlier.includes(undefined))) {
      diagnostics.push({
        code: "duplicate-reading",
        severity: "error",
        message: `the \`${r.book.name}\` rulebook already has a reading of \`${d.name.name}\``,
        range: r.book.range,
        hint: "give each rulebook one reading (two only when its text supports two values of the option)",
      });
    }
    valuesByBook.set(r.book.name, [...earlier, value]);
    if (option && option.values.length > 0) {
      // a reading without a value is a rulebook that is silent on the question
      if (!r.value) continue;
      if (!option.values.some((v) => v.name === r.value!.name)) {
        const near = closest(
          r.value.name,
          option.values.map((v) => v.name),
        );
        diagnostics.push({
          code: "unknown-option-value",
          severity: "error",
          message: `\`${r.value.name}\` is not a value of the option \`${option.name.name}\``,
          range: r.value.range,
          hint: near ? `did you mean \`${near}\`?` : `its values are ${option.values.map((v) => v.name).join(", ")}`,
        });
      }
    } else if (r.value) {
      diagnostics.push({
        code: "reading-value-without-option",
        severity: "error",
        message: `\`${d.name.name}\` is not an enumerated option, so a reading names no value`,
        range: r.value.range,
        hint: `quote the rulebook's words only: \`reading ${r.book.name} "..."\``,
      });
    }
  }
  if (d.readings.length < 2) {
    diagnostics.push({
      code: "single-reading",
      severity: "warning",
      message: `the divergence \`${d.name.name}\` has ${d.readings.length} reading(s); a divergence compares two or more rulebooks`,
      range: d.name.range,
      hint: "add a `reading` for each rulebook",
    });
  }
  return diagnostics;
}

export function divergenceChecks(program: Program): Diagnostic[] {
  if (program.divergences.length === 0) return [];
  const names = knownNames(program);
  return program.divergences.flatMap((d) => checkDivergence(d, program, names));
}
