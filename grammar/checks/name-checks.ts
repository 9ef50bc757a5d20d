// Names in expressions resolve: locals, vars, zones, options, enums and their values, kinds,
// tables, built-ins; calls name a function and pass it the right number of arguments; `c.x`
// names an attribute of c's kind.
import type { Expr } from "../ast.js";
import { didYouMean } from "../suggest.js";
import { DECLARATION_WORDS } from "../link/index.js";
import type { Check, CheckContext } from "./registry.js";

function reportUnknownName(e: Extract<Expr, { kind: "Name" }>, ctx: CheckContext): void {
  ctx.report({ code: "unknown-name", message: `unknown name \`${e.name}\``, range: e.range, hint: ctx.suggestValue(e) });
}

export const nameResolves: Check<"Name"> = (e, ctx) => {
  if (ctx.isClaimed(e)) return;
  const d = ctx.declarationOf(e);
  if (!d) return reportUnknownName(e, ctx);
  if (d.kind === "table" || d.kind === "function") {
    ctx.report({
      code: "wrong-type",
      message: `\`${e.name}\` is ${DECLARATION_WORDS[d.kind]}, not a value`,
      range: e.range,
      hint: d.kind === "table" ? `read it with \`${e.name}[...]\`` : `call it: \`${e.name}(...)\``,
    });
  }
};

export const callResolves: Check<"Call"> = (e, ctx) => {
  const name = e.callee.name;
  const d = ctx.declarationOf(e.callee);
  const builtin = d?.kind === "builtin-function" ? d.spec : undefined;
  const fn = d?.kind === "function" ? d.decl : undefined;
  if (!builtin && !fn) {
    ctx.report({
      code: "unknown-function",
      message: `unknown function \`${name}\``,
      range: e.callee.range,
      hint:
        didYouMean(name, [...ctx.link.namespace.builtinFunctionNames(), ...ctx.program.functions.keys()]) ??
        (ctx.program.tables.has(name) ? `\`${name}\` is a table: read it with \`${name}[...]\`` : undefined),
    });
    return;
  }
  const n = builtin ? builtin.params.length : fn!.params.length;
  const [min, max] = [n, n];
  if (e.args.length < min || e.args.length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    ctx.report({
      code: "wrong-arity",
      message: `\`${name}\` takes ${expected} argument${max === 1 ? "" : "s"} but is given ${e.args.length}`,
      range: e.range,
      hint: fn ? `\`${name}(${fn.params.map((p) => p.name.name).join(", ")})\`` : undefined,
    });
  }
};

export const memberResolves: Check<"Member"> = (e, ctx) => {
  const object = ctx.typeOf(e.object);
  const member = e.member.name;
  if (object.t === "card" && object.kind) {
    const kind = ctx.program.kinds.get(object.kind);
    const names = kind?.attributes.map((a) => a.name.name) ?? [];
    if (kind && !names.includes(member)) {
      ctx.report({
        code: "unknown-attribute",
        message: `a \`${object.kind}\` card has no attribute \`${member}\``,
        range: e.member.range,
        hint: didYouMean(member, names) ?? (names.length ? `its attributes: ${names.join(", ")}` : undefined),
      });
    }
  } else if (object.t === "player" && ctx.program.game) {
    const names = ctx.program.game.playerAttributes.map((a) => a.name.name);
    if (!names.includes(member)) {
      ctx.report({
        code: "unknown-attribute",
        message: `players have no attribute \`${member}\``,
        range: e.member.range,
        hint: didYouMean(member, names) ?? "declare it in the game: `attribute NAME: TYPE = DEFAULT`",
      });
    }
  }
};

/** `t[a, b]` reads a table: its name is no bare value there. */
export const indexedTableIsRead: Check<"Index"> = (e, ctx) => {
  if (e.object.kind === "Name" && ctx.declarationOf(e.object)?.kind === "table") ctx.claim(e.object);
};
