// CST -> AST (grammar/ast.ts). Every node gets the source range it came from. After error
// recovery the CST may miss pieces; the builder fills them with empty names and `none` so that
// later stages never crash on a broken file (they do not run checks on it either).
import { assertNever } from "./assert-never.js";
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";
import { type Label, RangeMaker, type RuleName, node, nodes, token, tokens } from "./cst.js";
import type { Diagnostic } from "./diagnostic.js";
import { integerOutOfRange } from "./constant-int.js";
import { textValue } from "./lexer.js";
import { PrecedenceClimber } from "./precedence.js";
import { buildStrategy } from "./strategy-builder.js";
import type { SomeStatement, StatementBuilder } from "./statements/construct.js";
import { STATEMENTS } from "./statements/index.js";

const LANGUAGE_CODE = /^[a-z]{2}$/;

/** The parser rule (grammar/parser.ts) each kind of declaration is built from: a declaration kind
 *  without its rule is a type error. (A statement's rule is in its construct, grammar/statements/.) */
const DECLARATION_RULE_OF = {
  Use: "useDecl",
  Game: "gameDecl",
  Rulebook: "rulebookDecl",
  Enum: "enumDecl",
  Kind: "kindDecl",
  Cards: "cardsDecl",
  Assert: "assertDecl",
  Option: "optionDecl",
  Zone: "zoneDecl",
  Var: "varDecl",
  Table: "tableDecl",
  Function: "functionDecl",
  Rule: "ruleDecl",
  Trigger: "triggerDecl",
  Invariant: "invariantDecl",
  Variant: "variantDecl",
  Divergence: "divergenceDecl",
  Describe: "describeDecl",
  Strategy: "strategyDecl",
} as const satisfies { readonly [K in A.Declaration["kind"]]: RuleName };

type DeclarationRule = (typeof DECLARATION_RULE_OF)[A.Declaration["kind"]];

/** The parser rules an expression node can come from (grammar/parser.ts). */
const EXPRESSION_RULES = ["expression", "ifExpr", "binaryExpr", "arithmeticExpr", "unary", "postfix"] as const;
type ExpressionRule = (typeof EXPRESSION_RULES)[number];

/** For the self-check test: the parser's alternatives must be exactly these rules. */
export const BUILT_RULES = {
  declaration: Object.values(DECLARATION_RULE_OF),
  statement: Object.values(STATEMENTS).map((construct) => construct.rule),
  expression: EXPRESSION_RULES,
} as const;

/** Each statement rule's construct. */
const STATEMENT_OF_RULE = new Map<string, SomeStatement>(Object.values(STATEMENTS).map((c: SomeStatement) => [c.rule, c]));

export class AstBuilder implements StatementBuilder {
  private readonly r: RangeMaker;
  readonly diagnostics: Diagnostic[] = [];

  constructor(file: string) {
    this.r = new RangeMaker(file);
  }

  // ------------------------------------------------------------ helpers

  id(t: IToken | undefined): A.Identifier {
    return { name: t?.image ?? "", range: this.r.ofToken(t) };
  }

  text(t: IToken | undefined): string {
    return t ? textValue(t.image) : "";
  }

  private none(range: A.SourceRange): A.Expr {
    return { kind: "None", range };
  }

  private expr(n: CstNode | undefined, fallback: A.SourceRange): A.Expr {
    return n ? this.expression(n) : this.none(fallback);
  }

  ruleIds(n: CstNode | undefined): A.Identifier[] {
    return n ? tokens(n, "Name").map((t) => this.id(t)) : [];
  }

  // ------------------------------------------------------------ file and declarations

  fileNode(cst: CstNode, path: string): A.AgonFile {
    const declarations: A.Declaration[] = [];
    for (const d of nodes(cst, "declaration")) {
      const inner = Object.values(d.children).flat()[0] as CstNode | undefined;
      if (!inner || !("name" in inner)) continue;
      declarations.push(this.declaration(inner));
    }
    return { kind: "File", path, declarations, range: this.r.ofNode(cst) };
  }

  private declaration(n: CstNode): A.Declaration {
    const range = this.r.ofNode(n);
    const rule = n.name as DeclarationRule;
    switch (rule) {
      case "useDecl":
        return { kind: "Use", path: this.text(token(n, "TextLiteral")), range };
      case "gameDecl":
        return this.gameDecl(n, range);
      case "rulebookDecl":
        return {
          kind: "Rulebook",
          prefix: this.id(token(n, "Name")),
          entries: nodes(n, "rulebookEntry").map((e) => ({
            id: this.id(token(e, "Name")),
            summary: this.text(token(e, "TextLiteral")),
            range: this.r.ofNode(e),
          })),
          range,
        };
      case "enumDecl":
        return {
          kind: "Enum",
          name: this.id(token(n, "Name")),
          values: nodes(n, "enumValue").map((v) => {
            const names = node(v, "localizedNames");
            return {
              name: this.id(token(v, "Name") ?? token(v, "None")),
              names: names ? this.localizedNames(names) : undefined,
              range: this.r.ofNode(v),
            };
          }),
          range,
        };
      case "kindDecl":
        return {
          kind: "Kind",
          name: this.id(token(n, "Name")),
          names: this.namesIn(n),
          attributes: nodes(n, "attributeDecl").map((a) => this.attribute(a)),
          range,
        };
      case "cardsDecl":
        return this.cardsDecl(n, range);
      case "assertDecl": {
        const condition = this.expr(node(n, "expression"), range);
        const message = token(n, "TextLiteral");
        return { kind: "Assert", condition, message: message ? this.text(message) : "", range };
      }
      case "optionDecl":
        return this.optionDecl(n, range);
      case "zoneDecl":
        return this.zoneDecl(n, range);
      case "varDecl": {
        const per = token(n, "per");
        return {
          kind: "Var",
          name: this.id(token(n, "name")),
          names: this.namesIn(n),
          type: this.type(node(n, "type"), range),
          per: per ? this.id(per) : undefined,
          initial: this.expr(node(n, "expression"), range),
          range,
        };
      }
      case "tableDecl":
        return this.tableDecl(n, range);
      case "functionDecl": {
        const returnType = node(n, "type");
        return {
          kind: "Function",
          name: this.id(token(n, "Name")),
          params: this.params(node(n, "paramList")),
          returnType: returnType ? this.type(returnType, range) : undefined,
          body: this.expr(node(n, "expression"), range),
          range,
        };
      }
      case "ruleDecl":
        return this.ruleDecl(n);
      case "triggerDecl":
        return {
          kind: "Trigger",
          name: this.id(token(n, "name")),
          names: this.namesIn(n),
          implements: this.ruleIds(node(n, "ruleIdList")),
          after: this.id(token(n, "after")),
          when: this.expr(node(n, "expression"), range),
          body: this.block(node(n, "block"), range),
          range,
        };
      case "invariantDecl":
        return {
          kind: "Invariant",
          message: this.text(token(n, "TextLiteral")),
          condition: this.expr(node(n, "expression"), range),
          range,
        };
      case "divergenceDecl":
        return {
          kind: "Divergence",
          name: this.id(token(n, "Name")),
          summary: this.text(token(n, "TextLiteral")),
          readings: nodes(n, "divergenceReading").map((r) => {
            const value = node(r, "optionValue");
            return {
              book: this.id(token(r, "book")),
              value: value ? this.id(token(value, "Name") ?? token(value, "None")) : undefined,
              implied: token(r, "Implied") !== undefined,
              ...(token(r, "quote") ? { text: this.text(token(r, "quote")) } : {}),
              ...(token(r, "note") ? { note: this.text(token(r, "note")) } : {}),
              range: this.r.ofNode(r),
            };
          }),
          range,
        };
      case "describeDecl":
        return this.describeDecl(n, range);
      case "strategyDecl":
        return buildStrategy(n, this.r, range);
      case "variantDecl":
        return {
          kind: "Variant",
          name: this.id(token(n, "Name")),
          base: this.text(token(n, "TextLiteral")),
          settings: nodes(n, "variantSetting").map((s) => ({
            option: this.id(token(s, "Name")),
            value: this.expr(node(s, "expression"), this.r.ofNode(s)),
            range: this.r.ofNode(s),
          })),
          replacements: nodes(n, "ruleDecl").map((r) => this.ruleDecl(r)),
          range,
        };
      default:
        return assertNever(rule, "the declaration rule");
    }
  }

  private gameDecl(n: CstNode, range: A.SourceRange): A.GameDecl {
    const game: A.GameDecl = {
      kind: "Game",
      name: this.id(token(n, "Name")),
      names: this.namesIn(n),
      minPlayers: 1,
      maxPlayers: 1,
      seating: "clockwise",
      playerAttributes: [],
      range,
    };
    for (const item of nodes(n, "gameItem")) {
      if (token(item, "Title")) game.title = this.text(token(item, "TextLiteral"));
      else if (token(item, "Players")) {
        const min = token(item, "min");
        const max = token(item, "max");
        game.minPlayers = min ? this.intValue(min) : 1;
        game.maxPlayers = max ? this.intValue(max) : game.minPlayers;
        game.playersRange = this.r.ofNode(item);
      } else if (token(item, "Seating")) game.seating = token(item, "Counterclockwise") ? "counterclockwise" : "clockwise";
      else if (token(item, "Attribute")) {
        const a = node(item, "attributeDecl");
        if (a) game.playerAttributes.push(this.attribute(a));
      } else if (token(item, "Score")) game.score = this.id(token(item, "Name"));
      else {
        const s = node(item, "standingsItem");
        if (s)
          game.standings = { by: this.id(token(s, "Name")), order: token(s, "Lowest") ? "lowest" : "highest", range: this.r.ofNode(s) };
      }
    }
    return game;
  }

  /** the localized names a declaration carries after its name, if any */
  private describeDecl(n: CstNode, range: A.SourceRange): A.DescribeDecl {
    const templates = nodes(n, "describeTemplate").map((t) => {
      const text = token(t, "TextLiteral");
      const image = text?.image ?? '""';
      return {
        lang: token(t, "Name")?.image ?? "",
        text: { source: image.slice(1, image.length > 1 && image.endsWith('"') ? -1 : undefined), range: this.r.ofToken(text) },
        range: this.r.ofNode(t),
      };
    });
    return { kind: "Describe", target: this.id(token(n, "Name")), templates, range };
  }

  /** the localized names of an option's values, by value: only the values that have some */
  private optionValueNames(decls: CstNode[]): Record<string, A.LocalizedNames> | undefined {
    const named = decls.flatMap((d) => {
      const v = node(d, "optionValue")!;
      const names = this.namesIn(d);
      return names ? [[(token(v, "Name") ?? token(v, "None"))!.image, names] as const] : [];
    });
    return named.length === 0 ? undefined : Object.fromEntries(named);
  }

  namesIn(n: CstNode): A.LocalizedNames | undefined {
    const names = node(n, "localizedNames");
    return names ? this.localizedNames(names) : undefined;
  }

  private localizedNames(n: CstNode): A.LocalizedNames {
    const langs = tokens(n, "Name");
    const texts = tokens(n, "TextLiteral");
    const names = langs.map((lang, i) => {
      if (!LANGUAGE_CODE.test(lang.image)) {
        this.diagnostics.push({
          code: "syntax-error",
          severity: "error",
          message: `expected a two-letter language code such as \`en\` but found \`${lang.image}\``,
          range: this.r.ofToken(lang),
          hint: 'localized names are written `en "..." de "..."`; separate enum values with `,`',
        });
      }
      const t = texts[i];
      return { lang: lang.image, text: this.text(t), range: this.r.span(this.r.ofToken(lang), this.r.ofToken(t ?? lang)) };
    });
    return { names, range: this.r.ofNode(n) };
  }

  private attribute(n: CstNode): A.AttributeDecl {
    const range = this.r.ofNode(n);
    const dflt = node(n, "expression");
    return {
      name: this.id(token(n, "Name")),
      names: this.namesIn(n),
      type: this.type(node(n, "type"), range),
      default: dflt ? this.expression(dflt) : undefined,
      range,
    };
  }

  type(n: CstNode | undefined, fallback: A.SourceRange): A.TypeExpr {
    if (!n) return { kind: "NamedType", name: { name: "", range: fallback }, range: fallback };
    const atoms = nodes(n, "typeAtom").map((a) => this.typeAtom(a));
    if (atoms.length === 1) return atoms[0]!;
    return { kind: "UnionType", options: atoms, range: this.r.ofNode(n) };
  }

  private typeAtom(n: CstNode): A.TypeExpr {
    const range = this.r.ofNode(n);
    if (token(n, "IntType")) {
      const bounds = node(n, "intBounds");
      if (!bounds) return { kind: "IntType", range };
      const [min, max] = nodes(bounds, "signedInt").map((s) => this.signedInt(s));
      return { kind: "IntType", min, max, range };
    }
    if (token(n, "BoolType")) return { kind: "BoolType", range };
    if (token(n, "TextType")) return { kind: "TextType", range };
    if (token(n, "PlayerType")) return { kind: "PlayerType", range };
    if (token(n, "ListType")) return { kind: "ListType", element: this.type(node(n, "type"), range), range };
    if (token(n, "MapType")) return { kind: "MapType", key: this.id(token(n, "key")), value: this.type(node(n, "type"), range), range };
    return { kind: "NamedType", name: this.id(token(n, "Name") ?? token(n, "None")), range };
  }

  private signedInt(n: CstNode): number {
    const literal = token(n, "IntLiteral");
    const value = literal ? this.intValue(literal) : 0;
    return token(n, "Minus") ? -value : value;
  }

  /** An integer literal's value; one that is no safe integer is reported here, where it is written. */
  private intValue(t: IToken): number {
    const value = Number(t.image);
    if (!Number.isSafeInteger(value)) this.diagnostics.push(integerOutOfRange(t.image, this.r.ofToken(t)));
    return value;
  }

  private cardsDecl(n: CstNode, range: A.SourceRange): A.CardsDecl {
    const columns = nodes(n, "columnsClause").flatMap((c) =>
      nodes(c, "columnRef").map((ref) => ({ path: tokens(ref, "Name").map((t) => this.id(t)), range: this.r.ofNode(ref) })),
    );
    const rows = nodes(n, "cardRow").map((row) => ({
      id: this.id(token(row, "Name")),
      values: nodes(row, "expression").map((e) => this.expression(e)),
      range: this.r.ofNode(row),
    }));
    const generators = nodes(n, "generator").map((g) => this.generator(g));
    return { kind: "Cards", of: this.id(token(n, "Name")), columns, rows, generators, range };
  }

  private generator(n: CstNode): A.CardGenerator {
    const range = this.r.ofNode(n);
    const count = token(n, "IntLiteral");
    const names = node(n, "localizedNames");
    return {
      count: count ? { kind: "Int", value: this.intValue(count), range: this.r.ofToken(count) } : undefined,
      loops: nodes(n, "generatorLoop").map((l) => ({
        attribute: this.id(token(l, "Name")),
        source: this.expr(node(l, "arithmeticExpr"), this.r.ofNode(l)),
        range: this.r.ofNode(l),
      })),
      fixed: nodes(n, "fixedAttribute").map((f) => ({
        attribute: this.id(token(f, "Name")),
        value: this.expr(node(f, "arithmeticExpr"), this.r.ofNode(f)),
        range: this.r.ofNode(f),
      })),
      names: names ? this.localizedNames(names) : undefined,
      range,
    };
  }

  private optionDecl(n: CstNode, range: A.SourceRange): A.OptionDecl {
    const values = node(n, "optionValues");
    const typeNode = node(n, "type");
    const description = token(n, "TextLiteral");
    return {
      kind: "Option",
      name: this.id(token(n, "Name")),
      names: this.namesIn(n),
      values: values
        ? nodes(values, "optionValueDecl").map((d) => {
            const v = node(d, "optionValue")!;
            return this.id(token(v, "Name") ?? token(v, "None"));
          })
        : [],
      valueNames: values ? this.optionValueNames(nodes(values, "optionValueDecl")) : undefined,
      type: typeNode ? this.type(typeNode, range) : undefined,
      default: this.optionDefault(node(n, "expression"), range),
      resolves: this.ruleIds(node(n, "ruleIdList")),
      description: description ? this.text(description) : "",
      range,
    };
  }

  /** `= none` for an option whose value is named `none` is that symbol, not the none value. */
  private optionDefault(n: CstNode | undefined, range: A.SourceRange): A.Expr {
    const e = this.expr(n, range);
    return e.kind === "None" ? { kind: "Name", name: "none", range: e.range } : e;
  }

  private zoneDecl(n: CstNode, range: A.SourceRange): A.ZoneDecl {
    const zone: A.ZoneDecl = {
      kind: "Zone",
      name: this.id(token(n, "name")),
      names: this.namesIn(n),
      of: this.id(token(n, "of")),
      visibility: "public",
      holds: [],
      range,
    };
    // a zone says once whom it belongs to and once who sees it
    const said = new Map<"sharing" | "visibility", IToken>();
    const once = (what: "sharing" | "visibility", t: IToken | undefined): void => {
      if (!t) return;
      const earlier = said.get(what);
      if (!earlier) {
        said.set(what, t);
        return;
      }
      this.diagnostics.push({
        code: "conflicting-zone-settings",
        severity: "error",
        range: this.r.ofToken(t),
        message: `\`${t.image}\` after \`${earlier.image}\`: a zone has one ${what === "sharing" ? "owner setting (`shared` or `per`)" : "visibility"}`,
        hint: `keep one of \`${earlier.image}\` and \`${t.image}\``,
      });
    };
    for (const item of nodes(n, "zoneItem")) {
      once("sharing", token(item, "Per") ?? token(item, "Shared"));
      once("visibility", token(item, "Hidden") ?? token(item, "Owner") ?? token(item, "Public"));
      if (token(item, "Per")) zone.per = this.id(token(item, "per"));
      else if (token(item, "Shared")) zone.per = undefined;
      else if (token(item, "Hidden")) zone.visibility = "hidden";
      else if (token(item, "Owner")) zone.visibility = "owner";
      else if (token(item, "Public")) zone.visibility = "public";
      else if (token(item, "Holds")) zone.holds.push(...tokens(item, "holds").map((t) => this.id(t)));
      else if (token(item, "Grid")) zone.gridColumns = this.id(token(item, "columns"));
    }
    return zone;
  }

  private tableDecl(n: CstNode, range: A.SourceRange): A.TableDecl {
    const dflt = node(n, "default");
    return {
      kind: "Table",
      name: this.id(token(n, "Name")),
      keyTypes: nodes(n, "keyType").map((t) => this.type(t, range)),
      valueType: this.type(node(n, "valueType"), range),
      entries: nodes(n, "tableEntry").map((e) => ({
        keys: nodes(e, "key").map((k) => this.expression(k)),
        value: this.expr(node(e, "value"), this.r.ofNode(e)),
        range: this.r.ofNode(e),
      })),
      default: dflt ? this.expression(dflt) : undefined,
      range,
    };
  }

  args(n: CstNode | undefined): A.Expr[] {
    return n ? nodes(n, "expression").map((a) => this.expression(a)) : [];
  }

  private params(n: CstNode | undefined): A.Param[] {
    if (!n) return [];
    return nodes(n, "param").map((p) => ({
      name: this.id(token(p, "Name")),
      type: this.type(node(p, "type"), this.r.ofNode(p)),
      range: this.r.ofNode(p),
    }));
  }

  private ruleDecl(n: CstNode): A.RuleDecl {
    const range = this.r.ofNode(n);
    return {
      kind: "Rule",
      name: this.id(token(n, "Name")),
      params: this.params(node(n, "paramList")),
      implements: this.ruleIds(node(n, "ruleIdList")),
      body: this.block(node(n, "block"), range),
      range,
    };
  }

  // ------------------------------------------------------------ statements

  block(n: CstNode | undefined, fallback: A.SourceRange): A.Block {
    if (!n) return { kind: "Block", statements: [], range: fallback };
    const statements: A.Stmt[] = [];
    for (const s of nodes(n, "statement")) {
      const inner = Object.values(s.children).flat()[0] as CstNode | undefined;
      if (inner && "name" in inner) statements.push(this.statement(inner));
    }
    return { kind: "Block", statements, range: this.r.ofNode(n) };
  }

  private statement(n: CstNode): A.Stmt {
    // a node of the statement rule the construct is looked up by
    return STATEMENT_OF_RULE.get(n.name)!.build(n as never, this, this.r.ofNode(n));
  }

  range(n: CstNode | undefined): A.SourceRange {
    return this.r.ofNode(n);
  }

  /** An expression child of a node, `none` where recovery left it out. */
  exprAt<N extends CstNode>(n: N, key: Label<N>, range: A.SourceRange): A.Expr {
    return this.expr(node(n, key), range);
  }

  optionalExpr<N extends CstNode>(n: N, key: Label<N>): A.Expr | undefined {
    const child = node(n, key);
    return child ? this.expression(child) : undefined;
  }

  // ------------------------------------------------------------ expressions

  expression(n: CstNode): A.Expr {
    const rule = n.name as ExpressionRule;
    switch (rule) {
      case "expression": {
        const inner = node(n, "ifExpr") ?? node(n, "binaryExpr");
        return inner ? this.expression(inner) : this.none(this.r.ofNode(n));
      }
      case "ifExpr": {
        const range = this.r.ofNode(n);
        return {
          kind: "IfExpr",
          condition: this.expr(node(n, "condition"), range),
          then: this.expr(node(n, "then"), range),
          else: this.expr(node(n, "else"), range),
          range,
        };
      }
      case "binaryExpr":
      case "arithmeticExpr": {
        // most expressions are a single operand: skip the climber
        const single = this.singleOperand(n);
        return single ? this.expression(single) : new PrecedenceClimber(this, n).parse();
      }
      case "unary": {
        const operand = node(n, "unary");
        if (operand) return { kind: "Unary", op: "-", operand: this.expression(operand), range: this.r.ofNode(n) };
        const postfix = node(n, "postfix");
        return postfix ? this.postfix(postfix) : this.none(this.r.ofNode(n));
      }
      case "postfix":
        return this.postfix(n);
      default:
        return assertNever(rule, "the expression rule");
    }
  }

  private singleOperand(n: CstNode): CstNode | undefined {
    if (n.name === "arithmeticExpr") return node(n, "arithmeticOperator") ? undefined : node(n, "unary");
    if (node(n, "binaryOperator") || node(n, "isTail")) return undefined;
    const operand = node(n, "operand");
    return operand && !token(operand, "Not") ? node(operand, "unary") : undefined;
  }

  /** `is int`, `is not none` applied to `value` */
  isExpr(value: A.Expr, tail: CstNode): A.Expr {
    const typeNode = node(tail, "typeAtom");
    const type: A.IsExpr["type"] =
      !typeNode || token(typeNode, "None") ? { kind: "NoneType", range: this.r.ofNode(typeNode ?? tail) } : this.typeAtom(typeNode);
    return { kind: "Is", value, type, negated: token(tail, "Not") !== undefined, range: this.r.span(value.range, this.r.ofNode(tail)) };
  }

  placeholder(): A.Expr {
    return this.none(this.r.ofToken(undefined));
  }

  span(from: A.SourceRange, to: A.SourceRange): A.SourceRange {
    return this.r.span(from, to);
  }

  rangeOfToken(t: IToken): A.SourceRange {
    return this.r.ofToken(t);
  }

  postfix(n: CstNode | undefined, fallback?: A.SourceRange): A.Expr {
    if (!n) return this.none(fallback ?? this.r.ofNode(n));
    const primary = node(n, "primary");
    let result = primary ? this.primary(primary) : this.none(this.r.ofNode(n));
    if (!node(n, "memberSuffix") && !node(n, "indexSuffix")) return result;
    const suffixes = [...nodes(n, "memberSuffix"), ...nodes(n, "indexSuffix")].sort(
      (a, b) => (a.location?.startOffset ?? 0) - (b.location?.startOffset ?? 0),
    );
    for (const s of suffixes) {
      const range = this.r.span(result.range, this.r.ofNode(s));
      if (s.name === "memberSuffix") result = { kind: "Member", object: result, member: this.id(token(s, "Name")), range };
      else result = { kind: "Index", object: result, indices: nodes(s, "expression").map((i) => this.expression(i)), range };
    }
    return result;
  }

  private primary(n: CstNode): A.Expr {
    const range = this.r.ofNode(n);
    const int = token(n, "IntLiteral");
    if (int) return { kind: "Int", value: this.intValue(int), range };
    if (token(n, "True")) return { kind: "Bool", value: true, range };
    if (token(n, "False")) return { kind: "Bool", value: false, range };
    if (token(n, "None")) return { kind: "None", range };
    const text = token(n, "TextLiteral");
    if (text) return { kind: "Text", value: this.text(text), range };
    const nameOrCall = node(n, "nameOrCall");
    if (nameOrCall) {
      const name = this.id(token(nameOrCall, "Name"));
      const argumentList = node(nameOrCall, "argumentList");
      if (argumentList) return { kind: "Call", callee: name, args: this.args(argumentList), range };
      return { kind: "Name", name: name.name, range };
    }
    const paren = node(n, "parenthesized");
    if (paren) return this.expr(node(paren, "expression"), range);
    const list = node(n, "listOrComprehension");
    if (list) return this.listOrComprehension(list, range);
    const sort = node(n, "sortExpr");
    if (sort) return this.sortExpr(sort, range);
    return this.none(range);
  }

  private listOrComprehension(n: CstNode, range: A.SourceRange): A.Expr {
    const items = nodes(n, "item").map((i) => this.expression(i));
    if (token(n, "For")) {
      const filter = node(n, "filter");
      return {
        kind: "Comprehension",
        element: items[0] ?? this.none(range),
        name: this.id(token(n, "Name")),
        iterable: this.expr(node(n, "iterable"), range),
        filter: filter ? this.expression(filter) : undefined,
        range,
      };
    }
    return { kind: "List", items, range };
  }

  private sortExpr(n: CstNode, range: A.SourceRange): A.Expr {
    const filter = node(n, "filter");
    return {
      kind: "Sort",
      name: this.id(token(n, "Name")),
      iterable: this.expr(node(n, "iterable"), range),
      filter: filter ? this.expression(filter) : undefined,
      keys: nodes(n, "sortKey").map((k) => ({
        key: this.expr(node(k, "arithmeticExpr"), this.r.ofNode(k)),
        descending: token(k, "Desc") !== undefined,
        range: this.r.ofNode(k),
      })),
      range,
    };
  }
}
