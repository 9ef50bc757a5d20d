// The Agon concrete grammar: a Chevrotain CstParser with error recovery on, so that one run
// reports every syntax error in a file. Built once (a singleton); see parse-file.ts for the
// function that turns tokens into a CST plus diagnostics. The syntax is the one docs/language.md
// shows; the railroad diagram (npm run diagrams) is generated from these rules.
import type { CstNode, ILookaheadStrategy, IOrAlt, IProduction, IToken, TokenType } from "chevrotain";
import { CstParser, EOF } from "./chevrotain.js";
import { type Lazy, lazyLookahead } from "./lazy-lookahead.js";
import * as T from "./lexer.js";
import { agonErrorMessages } from "./parser-messages.js";
import { productionOf, recordOf } from "./grammar-record.js";
import { RECORDED_GRAMMAR } from "./recorded-grammar.js";

function isAny(token: IToken, ...types: TokenType[]): boolean {
  return types.some((t) => token.tokenType === t);
}

/** A soft keyword or plain name: anything the `Name` category accepts. */
function isNameLike(token: IToken): boolean {
  return token.tokenType === T.Name || (token.tokenType.CATEGORIES ?? []).includes(T.Name);
}

/** Chevrotain's parser state for error recovery, which its types do not show. */
interface RecoveryInternals {
  recoveryEnabled: boolean;
  resyncFollows: unknown;
}

/** Chevrotain's CST building state, which its types do not show either. */
interface TreeBuilderInternals {
  CST_STACK: CstNode[];
  setInitialNodeLocation(node: CstNode): void;
}

/** Chevrotain's recording mode (gast_recorder), which its types do not show. */
interface RecorderInternals {
  enableRecording(): void;
  disableRecording(): void;
  topLevelRuleRecord(name: string, grammarAction: () => void): IProduction;
}

let tokenByName: Map<string, TokenType> | undefined;

const MAX_LOOKAHEAD = 3;

export class AgonParser extends CstParser {
  /** `withFollows`: compute the follow sets now (see the constructor). `lookaheadStrategy`: another
   *  than lazy-lookahead.ts's (scripts/lookahead-paths.ts records Chevrotain's paths with one). */
  /** Whether the grammar comes from grammar/recorded-grammar.ts rather than from running the rules
   *  in Chevrotain's recording mode (see grammar-record.ts). */
  private fromRecord = false;

  /** `fromRecord`: read the recorded grammar; by default in the built CLI, not from the sources
   *  (scripts/register.mjs) nor under vitest, which records and compares with the record. */
  constructor(
    withFollows = false,
    lookaheadStrategy: ILookaheadStrategy = lazyLookahead(MAX_LOOKAHEAD),
    fromRecord = process.env.VITEST === undefined && process.env.AGON_RECORD_GRAMMAR === undefined,
  ) {
    super(T.allTokens, {
      recoveryEnabled: true,
      nodeLocationTracking: "full",
      maxLookahead: MAX_LOOKAHEAD,
      lookaheadStrategy,
      // the grammar is validated whenever the tests run, not again at every start of the CLI
      skipValidations: process.env.VITEST === undefined,
      errorMessageProvider: agonErrorMessages,
    });
    this.fromRecord = fromRecord;
    if (withFollows) {
      this.performSelfAnalysis();
      return;
    }
    // Chevrotain reads the follow sets of every rule only to re-synchronise after a syntax error,
    // but computes them with the rest of its analysis (~10 ms of every start of the CLI); a file
    // without errors never needs them. They come from a second parser the first time they are read.
    const self = this as unknown as RecoveryInternals;
    self.recoveryEnabled = false;
    this.performSelfAnalysis();
    self.recoveryEnabled = true;
    if (process.env.VITEST !== undefined) this.compareWithRecord();
    let follows: unknown;
    const read = () => (follows ??= (new AgonParser(true) as unknown as RecoveryInternals).resyncFollows);
    Object.defineProperty(this, "resyncFollows", { get: read });
  }

  // Chevrotain's recording mode, skipped when the grammar comes from the record
  enableRecording(): void {
    if (!this.fromRecord) (CstParser.prototype as unknown as RecorderInternals).enableRecording.call(this);
  }

  disableRecording(): void {
    if (!this.fromRecord) (CstParser.prototype as unknown as RecorderInternals).disableRecording.call(this);
  }

  topLevelRuleRecord(name: string, grammarAction: () => void): IProduction {
    if (!this.fromRecord) return (CstParser.prototype as unknown as RecorderInternals).topLevelRuleRecord.call(this, name, grammarAction);
    const recorded = RECORDED_GRAMMAR[name];
    if (!recorded) throw new Error(`grammar/recorded-grammar.ts has no rule ${name}: run \`npm run generate\``);
    tokenByName ??= new Map(T.allTokens.map((t) => [t.name, t]));
    return productionOf(recorded, tokenByName);
  }

  /** Under vitest: the grammar the rules record is the one in grammar/recorded-grammar.ts. */
  private compareWithRecord(): void {
    for (const [name, rule] of Object.entries(this.getGAstProductions())) {
      if (JSON.stringify(recordOf(rule as Parameters<typeof recordOf>[0])) !== JSON.stringify(RECORDED_GRAMMAR[name]))
        throw new Error(`grammar/recorded-grammar.ts is out of date at rule ${name}: run \`npm run generate\``);
    }
    if (Object.keys(RECORDED_GRAMMAR).length !== Object.keys(this.getGAstProductions()).length)
      throw new Error("grammar/recorded-grammar.ts has rules the parser does not: run `npm run generate`");
  }

  /** Chevrotain keeps each production's lookahead function here; a lazy one (lazy-lookahead.ts)
   *  is replaced by the function it makes at its first call, saving a call at every decision. */
  setLaFuncCache(key: number, value: (...args: never[]) => unknown): void {
    const cache = (this as unknown as { lookAheadFuncsCache: Map<number, unknown> }).lookAheadFuncsCache;
    const make = (value as Partial<Lazy<typeof value>>).make;
    if (!make) {
      cache.set(key, value);
      return;
    }
    cache.set(key, function (this: unknown, ...args: never[]) {
      const made = make();
      cache.set(key, made);
      return made.apply(this, args);
    });
  }

  /** Chevrotain's start of a rule's CST node, but with `children` a plain object: its own
   *  `Object.create(null)` is an object in V8's slow dictionary mode, made for every node of every
   *  parse. No label of the grammar is a name Object.prototype has (test/grammar/parser.test.ts). */
  cstInvocationStateUpdate(fullRuleName: string): void {
    const internals = this as unknown as TreeBuilderInternals;
    const cstNode = { name: fullRuleName, children: {} };
    internals.setInitialNodeLocation(cstNode);
    internals.CST_STACK.push(cstNode);
  }

  /** Each alternation's alternatives, made at its first call: `this.OR([...])` made the list and
   *  a closure per alternative at every call, a fair part of a parse's garbage (Chevrotain's own
   *  advice; no rule has locals the alternatives could capture). */
  private readonly alts: Record<string, IOrAlt<unknown>[]> = {};

  // ------------------------------------------------------------ file and declarations

  file = this.RULE("file", () => {
    this.MANY(() => this.SUBRULE(this.declaration));
  });

  declaration = this.RULE("declaration", () => {
    this.OR(
      (this.alts.declaration ??= [
        { ALT: () => this.SUBRULE(this.useDecl) },
        { ALT: () => this.SUBRULE(this.gameDecl) },
        { ALT: () => this.SUBRULE(this.rulebookDecl) },
        { ALT: () => this.SUBRULE(this.enumDecl) },
        { ALT: () => this.SUBRULE(this.kindDecl) },
        { ALT: () => this.SUBRULE(this.cardsDecl) },
        { ALT: () => this.SUBRULE(this.assertDecl) },
        { ALT: () => this.SUBRULE(this.optionDecl) },
        { ALT: () => this.SUBRULE(this.zoneDecl) },
        { ALT: () => this.SUBRULE(this.varDecl) },
        { ALT: () => this.SUBRULE(this.tableDecl) },
        { ALT: () => this.SUBRULE(this.functionDecl) },
        { ALT: () => this.SUBRULE(this.ruleDecl) },
        { ALT: () => this.SUBRULE(this.triggerDecl) },
        { ALT: () => this.SUBRULE(this.invariantDecl) },
        { ALT: () => this.SUBRULE(this.variantDecl) },
        { ALT: () => this.SUBRULE(this.divergenceDecl) },
        { ALT: () => this.SUBRULE(this.describeDecl) },
        { ALT: () => this.SUBRULE(this.strategyDecl) },
      ]),
    );
  });

  useDecl = this.RULE("useDecl", () => {
    this.CONSUME(T.Use);
    this.CONSUME(T.TextLiteral);
  });

  gameDecl = this.RULE("gameDecl", () => {
    this.CONSUME(T.Game);
    this.CONSUME(T.Name);
    this.OPTION({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.gameItem));
    this.CONSUME(T.RCurly);
  });

  gameItem = this.RULE("gameItem", () => {
    this.OR(
      (this.alts.gameItem ??= [
        {
          ALT: () => {
            this.CONSUME(T.Title);
            this.CONSUME(T.TextLiteral);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Players);
            this.CONSUME(T.IntLiteral, { LABEL: "min" });
            this.OPTION(() => {
              this.CONSUME(T.DotDot);
              this.CONSUME2(T.IntLiteral, { LABEL: "max" });
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Seating);
            this.OR2([{ ALT: () => this.CONSUME(T.Clockwise) }, { ALT: () => this.CONSUME(T.Counterclockwise) }]);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Attribute);
            this.SUBRULE(this.attributeDecl);
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Score);
            this.CONSUME(T.Name);
          },
        },
        { ALT: () => this.SUBRULE(this.standingsItem) },
      ]),
    );
  });

  /** `standings points-so-far highest`: see grammar/standings.ts */
  standingsItem = this.RULE("standingsItem", () => {
    this.CONSUME(T.Standings);
    this.CONSUME2(T.Name);
    this.OR3((this.alts.standingsItem ??= [{ ALT: () => this.CONSUME(T.Highest) }, { ALT: () => this.CONSUME(T.Lowest) }]));
  });

  rulebookDecl = this.RULE("rulebookDecl", () => {
    this.CONSUME(T.Rulebook);
    this.CONSUME(T.Name);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.rulebookEntry));
    this.CONSUME(T.RCurly);
  });

  rulebookEntry = this.RULE("rulebookEntry", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.TextLiteral);
  });

  enumDecl = this.RULE("enumDecl", () => {
    this.CONSUME(T.Enum);
    this.CONSUME(T.Name);
    this.CONSUME(T.LCurly);
    this.OPTION(() => {
      this.SUBRULE(this.enumValue);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.OPTION2(() => this.SUBRULE2(this.enumValue));
      });
    });
    this.CONSUME(T.RCurly);
  });

  enumValue = this.RULE("enumValue", () => {
    this.OR((this.alts.enumValue ??= [{ ALT: () => this.CONSUME(T.Name) }, { ALT: () => this.CONSUME(T.None) }]));
    this.OPTION({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
  });

  /** a name followed by a text: the start of localized names after a declared name */
  private localizedNamesAhead = (): boolean => this.LA(1).tokenType === T.Name && this.LA(2).tokenType === T.TextLiteral;

  /** `en "hearts" de "Herz" ko "하트"` */
  localizedNames = this.RULE("localizedNames", () => {
    this.AT_LEAST_ONE({
      GATE: () => this.LA(2).tokenType === T.TextLiteral,
      DEF: () => {
        this.CONSUME(T.Name);
        this.CONSUME(T.TextLiteral);
      },
    });
  });

  kindDecl = this.RULE("kindDecl", () => {
    this.CONSUME(T.Kind);
    this.CONSUME(T.Name);
    this.OPTION({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.attributeDecl));
    this.CONSUME(T.RCurly);
  });

  attributeDecl = this.RULE("attributeDecl", () => {
    this.CONSUME(T.Name);
    this.OPTION2({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.Colon);
    this.SUBRULE(this.type);
    this.OPTION(() => {
      this.CONSUME(T.Equals);
      this.SUBRULE(this.expression);
    });
  });

  /** `int 1..13 or joker` */
  type = this.RULE("type", () => {
    this.SUBRULE(this.typeAtom);
    this.MANY(() => {
      this.CONSUME(T.Or);
      this.SUBRULE2(this.typeAtom);
    });
  });

  typeAtom = this.RULE("typeAtom", () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            this.CONSUME(T.IntType);
            this.OPTION(() => this.SUBRULE(this.intBounds));
          },
        },
        { ALT: () => this.CONSUME(T.BoolType) },
        { ALT: () => this.CONSUME(T.TextType) },
        { ALT: () => this.CONSUME(T.PlayerType) },
        {
          GATE: () => this.LA(2).tokenType === T.Of,
          ALT: () => {
            this.CONSUME(T.ListType);
            this.CONSUME(T.Of);
            this.SUBRULE(this.type);
          },
        },
        {
          GATE: () => isNameLike(this.LA(2)) && this.LA(3).tokenType === T.To,
          ALT: () => {
            this.CONSUME(T.MapType);
            this.CONSUME(T.Name, { LABEL: "key" });
            this.CONSUME(T.To);
            this.SUBRULE2(this.type);
          },
        },
        { ALT: () => this.CONSUME2(T.Name) },
        { ALT: () => this.CONSUME(T.None) },
      ],
    });
  });

  /** `1..55`, `-3..3` */
  intBounds = this.RULE("intBounds", () => {
    this.SUBRULE(this.signedInt);
    this.CONSUME(T.DotDot);
    this.SUBRULE2(this.signedInt);
  });

  signedInt = this.RULE("signedInt", () => {
    this.OPTION(() => this.CONSUME(T.Minus));
    this.CONSUME(T.IntLiteral);
  });

  cardsDecl = this.RULE("cardsDecl", () => {
    this.CONSUME(T.Cards);
    this.CONSUME(T.Name);
    this.CONSUME(T.LCurly);
    this.MANY(() => {
      this.OR(
        (this.alts.cardsDecl ??= [
          { ALT: () => this.SUBRULE(this.columnsClause) },
          { ALT: () => this.SUBRULE(this.generator) },
          { ALT: () => this.SUBRULE(this.cardRow) },
        ]),
      );
    });
    this.CONSUME(T.RCurly);
  });

  columnsClause = this.RULE("columnsClause", () => {
    this.CONSUME(T.Columns);
    this.SUBRULE(this.columnRef);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.columnRef);
    });
  });

  /** `wild`, `en`, `rank.hearts` */
  columnRef = this.RULE("columnRef", () => {
    this.CONSUME(T.Name);
    this.MANY(() => {
      this.CONSUME(T.Dot);
      this.CONSUME2(T.Name);
    });
  });

  cardRow = this.RULE("cardRow", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.expression);
    });
  });

  /** `generate d in suit, v in 2..6 named en "{d} {v}"`, `generate 7 with value 1` */
  generator = this.RULE("generator", () => {
    this.CONSUME(T.Generate);
    this.OR(
      (this.alts.generator ??= [
        { ALT: () => this.CONSUME(T.IntLiteral) },
        {
          ALT: () => {
            this.SUBRULE(this.generatorLoop);
            this.MANY(() => {
              this.CONSUME(T.Comma);
              this.SUBRULE2(this.generatorLoop);
            });
          },
        },
      ]),
    );
    this.OPTION(() => {
      this.CONSUME(T.With);
      this.SUBRULE(this.fixedAttribute);
      this.MANY2(() => {
        this.CONSUME2(T.Comma);
        this.SUBRULE2(this.fixedAttribute);
      });
    });
    this.OPTION2(() => {
      this.CONSUME(T.Named);
      this.SUBRULE(this.localizedNames);
    });
  });

  generatorLoop = this.RULE("generatorLoop", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.In);
    this.SUBRULE(this.arithmeticExpr);
  });

  fixedAttribute = this.RULE("fixedAttribute", () => {
    this.CONSUME(T.Name);
    this.SUBRULE(this.arithmeticExpr);
  });

  assertDecl = this.RULE("assertDecl", () => {
    this.CONSUME(T.Assert);
    this.SUBRULE(this.expression);
    this.OPTION(() => this.CONSUME(T.TextLiteral));
  });

  optionDecl = this.RULE("optionDecl", () => {
    this.CONSUME(T.Option);
    this.CONSUME(T.Name);
    this.OPTION9({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.Colon);
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () =>
            isAny(this.LA(1), T.IntType, T.BoolType, T.TextType, T.PlayerType) ||
            (isAny(this.LA(1), T.ListType) && this.LA(2).tokenType === T.Of),
          ALT: () => this.SUBRULE(this.type),
        },
        { ALT: () => this.SUBRULE(this.optionValues) },
      ],
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
    this.OPTION(() => {
      this.CONSUME(T.Resolves);
      this.SUBRULE(this.ruleIdList);
    });
    this.OPTION2(() => this.CONSUME(T.TextLiteral));
  });

  /** `worst | best`, each value with its localized names if any: `worst ko "최하위 플레이어" | best` */
  optionValues = this.RULE("optionValues", () => {
    this.SUBRULE(this.optionValueDecl);
    this.MANY(() => {
      this.CONSUME(T.Pipe);
      this.SUBRULE2(this.optionValueDecl);
    });
  });

  optionValueDecl = this.RULE("optionValueDecl", () => {
    this.SUBRULE(this.optionValue);
    this.OPTION({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
  });

  optionValue = this.RULE("optionValue", () => {
    this.OR((this.alts.optionValue ??= [{ ALT: () => this.CONSUME(T.Name) }, { ALT: () => this.CONSUME(T.None) }]));
  });

  ruleIdList = this.RULE("ruleIdList", () => {
    this.CONSUME(T.Name);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.CONSUME2(T.Name);
    });
  });

  zoneDecl = this.RULE("zoneDecl", () => {
    this.CONSUME(T.Zone);
    this.CONSUME(T.Name, { LABEL: "name" });
    this.OPTION({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.Colon);
    this.CONSUME2(T.Name, { LABEL: "of" });
    this.MANY(() => this.SUBRULE(this.zoneItem));
  });

  zoneItem = this.RULE("zoneItem", () => {
    this.OR(
      (this.alts.zoneItem ??= [
        { ALT: () => this.CONSUME(T.Shared) },
        {
          ALT: () => {
            this.CONSUME(T.Per);
            this.CONSUME(T.Name, { LABEL: "per" });
          },
        },
        { ALT: () => this.CONSUME(T.Hidden) },
        { ALT: () => this.CONSUME(T.Owner) },
        { ALT: () => this.CONSUME(T.Public) },
        {
          ALT: () => {
            this.CONSUME(T.Holds);
            this.CONSUME(T.All);
            this.CONSUME2(T.Name, { LABEL: "holds" });
            this.MANY(() => {
              this.CONSUME(T.Comma);
              this.CONSUME3(T.Name, { LABEL: "holds" });
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Grid);
            this.CONSUME(T.Columns);
            this.CONSUME4(T.Name, { LABEL: "columns" });
          },
        },
      ]),
    );
  });

  varDecl = this.RULE("varDecl", () => {
    this.CONSUME(T.Var);
    this.CONSUME(T.Name, { LABEL: "name" });
    this.OPTION2({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.CONSUME(T.Colon);
    this.SUBRULE(this.type);
    this.OPTION(() => {
      this.CONSUME(T.Per);
      this.CONSUME2(T.Name, { LABEL: "per" });
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  tableDecl = this.RULE("tableDecl", () => {
    this.CONSUME(T.Table);
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.type, { LABEL: "keyType" });
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.type, { LABEL: "keyType" });
    });
    this.CONSUME(T.Arrow);
    this.SUBRULE3(this.type, { LABEL: "valueType" });
    this.OPTION(() => {
      this.CONSUME(T.Default);
      this.SUBRULE(this.expression, { LABEL: "default" });
    });
    this.CONSUME(T.LCurly);
    this.MANY2(() => this.SUBRULE(this.tableEntry));
    this.CONSUME(T.RCurly);
  });

  /** `1, 2: 3` */
  tableEntry = this.RULE("tableEntry", () => {
    this.SUBRULE(this.expression, { LABEL: "key" });
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.expression, { LABEL: "key" });
    });
    this.CONSUME(T.Colon);
    this.SUBRULE3(this.expression, { LABEL: "value" });
  });

  functionDecl = this.RULE("functionDecl", () => {
    this.CONSUME(T.FunctionKeyword);
    this.CONSUME(T.Name);
    this.SUBRULE(this.paramList);
    this.OPTION2(() => {
      this.CONSUME(T.Colon);
      this.SUBRULE(this.type);
    });
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  paramList = this.RULE("paramList", () => {
    this.CONSUME(T.LParen);
    this.OPTION(() => {
      this.SUBRULE(this.param);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.param);
      });
    });
    this.CONSUME(T.RParen);
  });

  param = this.RULE("param", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.type);
  });

  ruleDecl = this.RULE("ruleDecl", () => {
    this.CONSUME(T.Rule);
    this.CONSUME(T.Name);
    this.OPTION2(() => this.SUBRULE(this.paramList));
    this.OPTION(() => {
      this.CONSUME(T.Implements);
      this.SUBRULE(this.ruleIdList);
    });
    this.SUBRULE(this.block);
  });

  triggerDecl = this.RULE("triggerDecl", () => {
    this.CONSUME(T.Trigger);
    this.CONSUME(T.Name, { LABEL: "name" });
    this.OPTION2({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    this.OPTION(() => {
      this.CONSUME(T.Implements);
      this.SUBRULE(this.ruleIdList);
    });
    this.CONSUME(T.After);
    this.CONSUME2(T.Name, { LABEL: "after" });
    this.CONSUME(T.When);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  invariantDecl = this.RULE("invariantDecl", () => {
    this.CONSUME(T.Invariant);
    this.CONSUME(T.TextLiteral);
    this.CONSUME(T.Colon);
    this.SUBRULE(this.expression);
  });

  variantDecl = this.RULE("variantDecl", () => {
    this.CONSUME(T.Variant);
    this.CONSUME(T.Name);
    this.CONSUME(T.Of);
    this.CONSUME(T.TextLiteral);
    this.CONSUME(T.LCurly);
    this.MANY(() => {
      this.OR(
        (this.alts.variantDecl ??= [
          { ALT: () => this.SUBRULE(this.variantSetting) },
          {
            ALT: () => {
              this.CONSUME(T.Replace);
              this.SUBRULE(this.ruleDecl);
            },
          },
        ]),
      );
    });
    this.CONSUME(T.RCurly);
  });

  /** `divergence NAME "summary" { reading en VALUE "quote" ... }`: where the rulebooks disagree */
  divergenceDecl = this.RULE("divergenceDecl", () => {
    this.CONSUME(T.Divergence);
    this.CONSUME(T.Name);
    this.CONSUME(T.TextLiteral);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.divergenceReading));
    this.CONSUME(T.RCurly);
  });

  /** `reading ko [implied] worst "quote" [note "..."]`: a rulebook (its language code), whether its
   *  text only implies the value (it never says it), the option value it supports, its words, and
   *  the project's note on them (what the words leave out), kept out of the quote. Where the book
   *  has no words to quote, the note stands alone: `reading en note "not named"`. */
  divergenceReading = this.RULE("divergenceReading", () => {
    this.CONSUME(T.Reading);
    this.CONSUME(T.Name, { LABEL: "book" });
    // `implied` is soft: followed by a text, it is the option value `implied` itself
    this.OPTION1({
      GATE: () => this.LA(2).tokenType !== T.TextLiteral,
      DEF: () => this.CONSUME(T.Implied),
    });
    // `note` followed by a text opens the note, not an option value named `note`
    this.OPTION({
      GATE: () => !(this.LA(1).tokenType === T.Note && this.LA(2).tokenType === T.TextLiteral),
      DEF: () => this.SUBRULE(this.optionValue),
    });
    this.OPTION2(() => this.CONSUME(T.TextLiteral, { LABEL: "quote" }));
    this.OPTION3(() => {
      this.CONSUME(T.Note);
      this.CONSUME2(T.TextLiteral, { LABEL: "note" });
    });
  });

  /** `describe KIND en "{name} ({+value})" ko "..."`: how a card of the kind reads to a person */
  describeDecl = this.RULE("describeDecl", () => {
    this.CONSUME(T.Describe);
    this.CONSUME(T.Name);
    // a language code, so that a declaration word followed by a text (`invariant "..."`) ends it
    this.AT_LEAST_ONE({
      GATE: () => /^[a-z]{2}$/.test(this.LA(1).image) && this.LA(2).tokenType === T.TextLiteral,
      DEF: () => this.SUBRULE(this.describeTemplate),
    });
  });

  /** `en "{name} ({+value})"` */
  describeTemplate = this.RULE("describeTemplate", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.TextLiteral);
  });

  // ------------------------------------------------------------ strategy (grammar/ast-strategy.ts)

  strategyDecl = this.RULE("strategyDecl", () => {
    this.CONSUME(T.Strategy);
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.preferItem));
    this.CONSUME(T.RCurly);
  });

  /** `prefer "label" lowest TERM + TERM ...` */
  preferItem = this.RULE("preferItem", () => {
    this.CONSUME(T.Prefer);
    this.CONSUME(T.TextLiteral);
    this.OR((this.alts.preferItem ??= [{ ALT: () => this.CONSUME(T.Highest) }, { ALT: () => this.CONSUME(T.Lowest) }]));
    this.SUBRULE(this.scoreTerm);
    this.MANY(() => {
      this.CONSUME(T.Plus);
      this.SUBRULE2(this.scoreTerm);
    });
  });

  private extremeAhead = (): boolean => {
    const t = this.LA(1).tokenType;
    return (t === T.Min || t === T.Max || t === T.Sum) && isNameLike(this.LA(2)) && this.LA(3).tokenType === T.In;
  };

  private matchAhead = (): boolean => {
    const t = this.LA(1).tokenType;
    const then = this.LA(2).tokenType;
    return t === T.IntLiteral || t === T.Minus || t === T.If || (isNameLike(this.LA(1)) && (then === T.Of || then === T.If));
  };

  scoreTerm = this.RULE("scoreTerm", () => {
    this.OR(
      (this.alts.scoreTerm ??= [
        {
          GATE: this.extremeAhead,
          ALT: () => {
            this.OR2([{ ALT: () => this.CONSUME(T.Min) }, { ALT: () => this.CONSUME(T.Max) }, { ALT: () => this.CONSUME(T.Sum) }]);
            this.CONSUME(T.Name, { LABEL: "attribute" });
            this.CONSUME(T.In);
            this.SUBRULE(this.zoneRef);
            // `sum value in hand[me] if colours has colour`: the cards whose list holds the answer's
            this.OPTION5(() => {
              this.CONSUME2(T.If);
              this.CONSUME5(T.Name, { LABEL: "list" });
              this.CONSUME2(T.Has);
              this.CONSUME6(T.Name, { LABEL: "holds" });
            });
          },
        },
        {
          GATE: this.matchAhead,
          ALT: () => {
            // `5 * value of Z`, `5 * value`, `5`, `value of Z`, `value` or nothing before `if`
            this.OPTION(() => {
              this.OR4([
                {
                  ALT: () => {
                    this.OPTION2(() => this.CONSUME(T.Minus));
                    this.CONSUME(T.IntLiteral);
                    this.OPTION3(() => {
                      this.CONSUME(T.Star);
                      this.SUBRULE(this.timesFactor, { LABEL: "times" });
                    });
                  },
                },
                { ALT: () => this.SUBRULE4(this.timesFactor, { LABEL: "times" }) },
              ]);
            });
            this.CONSUME(T.If);
            // `answer is colour of Z` (the answer itself) or `colours has colour of Z` (its list)
            this.OR6([
              {
                ALT: () => {
                  this.CONSUME(T.Answer);
                  this.CONSUME(T.Is);
                  this.SUBRULE2(this.topAttribute, { LABEL: "equals" });
                },
              },
              {
                ALT: () => {
                  this.CONSUME7(T.Name, { LABEL: "list" });
                  this.CONSUME(T.Has);
                  this.SUBRULE5(this.topAttribute, { LABEL: "holds" });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            this.CONSUME2(T.Name, { LABEL: "attribute" });
            this.OPTION4(() => {
              this.CONSUME(T.LBracket);
              this.OR3([
                { GATE: () => this.LA(2).tokenType === T.Of, ALT: () => this.SUBRULE3(this.topAttribute, { LABEL: "key" }) },
                { ALT: () => this.CONSUME3(T.Name, { LABEL: "value" }) },
              ]);
              this.CONSUME(T.RBracket);
            });
          },
        },
      ]),
    );
  });

  /** `value of Z` (of a zone's top card) or `value` (the answer's own) */
  timesFactor = this.RULE("timesFactor", () => {
    this.OR(
      (this.alts.timesFactor ??= [
        { GATE: () => this.LA(2).tokenType === T.Of, ALT: () => this.SUBRULE(this.topAttribute, { LABEL: "of" }) },
        { ALT: () => this.CONSUME(T.Name, { LABEL: "answerAttribute" }) },
      ]),
    );
  });

  /** `suit of pile` */
  topAttribute = this.RULE("topAttribute", () => {
    this.CONSUME(T.Name);
    this.CONSUME(T.Of);
    this.SUBRULE(this.zoneRef);
  });

  /** `hand[me]`, `pile` */
  zoneRef = this.RULE("zoneRef", () => {
    this.CONSUME(T.Name);
    this.OPTION(() => {
      this.CONSUME(T.LBracket);
      this.CONSUME2(T.Name, { LABEL: "key" });
      this.CONSUME(T.RBracket);
    });
  });

  variantSetting = this.RULE("variantSetting", () => {
    this.CONSUME(T.SetKeyword);
    this.CONSUME(T.Name);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  // ------------------------------------------------------------ statements

  block = this.RULE("block", () => {
    this.CONSUME(T.LCurly);
    this.MANY(() => this.SUBRULE(this.statement));
    this.CONSUME(T.RCurly);
  });

  statement = this.RULE("statement", () => {
    this.OR(
      (this.alts.statement ??= [
        { ALT: () => this.SUBRULE(this.letStmt) },
        { ALT: () => this.SUBRULE(this.setStmt) },
        { ALT: () => this.SUBRULE(this.moveStmt) },
        { ALT: () => this.SUBRULE(this.shuffleStmt) },
        { ALT: () => this.SUBRULE(this.dealStmt) },
        { ALT: () => this.SUBRULE(this.revealStmt) },
        { ALT: () => this.SUBRULE(this.lookStmt) },
        { ALT: () => this.SUBRULE(this.chooseStmt) },
        { ALT: () => this.SUBRULE(this.ifStmt) },
        { ALT: () => this.SUBRULE(this.forStmt) },
        { ALT: () => this.SUBRULE(this.whileStmt) },
        { ALT: () => this.SUBRULE(this.repeatStmt) },
        { ALT: () => this.SUBRULE(this.callStmt) },
        { ALT: () => this.SUBRULE(this.leaveStmt) },
        { ALT: () => this.SUBRULE(this.endGameStmt) },
        { ALT: () => this.SUBRULE(this.winnersStmt) },
        { ALT: () => this.SUBRULE(this.nestedRuleStmt) },
        { ALT: () => this.SUBRULE(this.logStmt) },
      ]),
    );
  });

  letStmt = this.RULE("letStmt", () => {
    this.CONSUME(T.Let);
    this.CONSUME(T.Name);
    this.CONSUME(T.Equals);
    this.SUBRULE(this.expression);
  });

  setStmt = this.RULE("setStmt", () => {
    this.CONSUME(T.SetKeyword);
    this.SUBRULE(this.postfix, { LABEL: "target" });
    this.OR(
      (this.alts.setStmt ??= [
        { ALT: () => this.CONSUME(T.Equals) },
        { ALT: () => this.CONSUME(T.PlusEquals) },
        { ALT: () => this.CONSUME(T.MinusEquals) },
      ]),
    );
    this.SUBRULE(this.expression, { LABEL: "value" });
  });

  moveStmt = this.RULE("moveStmt", () => {
    this.CONSUME(T.Move);
    this.SUBRULE(this.expression, { LABEL: "what" });
    this.CONSUME(T.To);
    this.OPTION({
      GATE: () => this.LA(1).tokenType === T.Top && this.LA(2).tokenType === T.Of,
      DEF: () => {
        this.CONSUME(T.Top);
        this.CONSUME(T.Of);
      },
    });
    this.SUBRULE2(this.expression, { LABEL: "to" });
    this.OPTION2(() => {
      this.CONSUME(T.At);
      this.CONSUME(T.Row);
      this.SUBRULE3(this.expression, { LABEL: "row" });
    });
  });

  shuffleStmt = this.RULE("shuffleStmt", () => {
    this.CONSUME(T.Shuffle);
    this.SUBRULE(this.expression);
  });

  dealStmt = this.RULE("dealStmt", () => {
    this.CONSUME(T.Deal);
    this.SUBRULE(this.expression, { LABEL: "count" });
    this.CONSUME(T.From);
    this.SUBRULE2(this.expression, { LABEL: "from" });
    this.CONSUME(T.To);
    this.CONSUME(T.Name);
    // `deal ... to hand for waiting` versus a following `for p in xs { ... }` statement
    this.OPTION({
      GATE: () => !(isNameLike(this.LA(2)) && this.LA(3).tokenType === T.In),
      DEF: () => {
        this.CONSUME(T.For);
        this.SUBRULE3(this.expression, { LABEL: "players" });
      },
    });
  });

  revealStmt = this.RULE("revealStmt", () => {
    this.CONSUME(T.Reveal);
    this.SUBRULE(this.expression);
  });

  lookStmt = this.RULE("lookStmt", () => {
    this.CONSUME(T.Look);
    this.SUBRULE(this.expression, { LABEL: "what" });
    this.CONSUME(T.By);
    this.SUBRULE2(this.expression, { LABEL: "by" });
  });

  chooseStmt = this.RULE("chooseStmt", () => {
    this.CONSUME(T.Choose);
    this.OPTION({
      GATE: () => this.LA(2).tokenType !== T.From,
      DEF: () => this.CONSUME(T.Optional),
    });
    this.CONSUME(T.Name);
    this.CONSUME(T.From);
    this.SUBRULE(this.expression, { LABEL: "from" });
    this.CONSUME(T.By);
    this.SUBRULE2(this.expression, { LABEL: "by" });
    this.OPTION2(() => this.CONSUME(T.Secret));
    this.OPTION3(() => {
      this.CONSUME(T.TextLiteral);
      this.OPTION4({ GATE: this.localizedNamesAhead, DEF: () => this.SUBRULE(this.localizedNames) });
    });
  });

  ifStmt = this.RULE("ifStmt", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block, { LABEL: "then" });
    this.OPTION(() => {
      this.CONSUME(T.Else);
      this.OR(
        (this.alts.ifStmt ??= [
          { ALT: () => this.SUBRULE(this.ifStmt, { LABEL: "elseIf" }) },
          { ALT: () => this.SUBRULE2(this.block, { LABEL: "else" }) },
        ]),
      );
    });
  });

  forStmt = this.RULE("forStmt", () => {
    this.CONSUME(T.For);
    this.CONSUME(T.Name);
    this.CONSUME(T.In);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  whileStmt = this.RULE("whileStmt", () => {
    this.CONSUME(T.While);
    this.SUBRULE(this.expression);
    this.SUBRULE(this.block);
  });

  repeatStmt = this.RULE("repeatStmt", () => {
    this.CONSUME(T.Repeat);
    this.SUBRULE(this.block);
  });

  callStmt = this.RULE("callStmt", () => {
    this.CONSUME(T.Call);
    this.CONSUME(T.Name);
    this.OPTION(() => this.SUBRULE(this.argumentList));
  });

  leaveStmt = this.RULE("leaveStmt", () => {
    this.CONSUME(T.Leave);
    this.CONSUME(T.Name);
  });

  endGameStmt = this.RULE("endGameStmt", () => {
    this.CONSUME(T.End);
    this.CONSUME(T.Game);
  });

  winnersStmt = this.RULE("winnersStmt", () => {
    this.CONSUME(T.Winners);
    this.SUBRULE(this.expression);
  });

  nestedRuleStmt = this.RULE("nestedRuleStmt", () => {
    this.CONSUME(T.Rule);
    this.CONSUME(T.Name);
    this.OPTION(() => {
      this.CONSUME(T.Implements);
      this.SUBRULE(this.ruleIdList);
    });
    this.SUBRULE(this.block);
  });

  logStmt = this.RULE("logStmt", () => {
    this.CONSUME(T.Log);
    this.SUBRULE(this.expression);
  });

  // ------------------------------------------------------------ expressions, lowest precedence first

  expression = this.RULE("expression", () => {
    this.OR((this.alts.expression ??= [{ ALT: () => this.SUBRULE(this.ifExpr) }, { ALT: () => this.SUBRULE(this.binaryExpr) }]));
  });

  ifExpr = this.RULE("ifExpr", () => {
    this.CONSUME(T.If);
    this.SUBRULE(this.expression, { LABEL: "condition" });
    this.CONSUME(T.Then);
    this.SUBRULE2(this.expression, { LABEL: "then" });
    this.CONSUME(T.Else);
    this.SUBRULE3(this.expression, { LABEL: "else" });
  });

  /** Every binary operator at one level: precedence is applied by the AST builder (fewer, flatter CST nodes). */
  binaryExpr = this.RULE("binaryExpr", () => {
    this.SUBRULE(this.operand);
    this.MANY(() => {
      this.OR(
        (this.alts.binaryExpr ??= [
          {
            ALT: () => {
              this.SUBRULE(this.binaryOperator);
              this.SUBRULE2(this.operand);
            },
          },
          { ALT: () => this.SUBRULE(this.isTail) },
        ]),
      );
    });
  });

  binaryOperator = this.RULE("binaryOperator", () => {
    this.OR(
      (this.alts.binaryOperator ??= [
        { ALT: () => this.CONSUME(T.Coalesce) },
        { ALT: () => this.CONSUME(T.Or) },
        { ALT: () => this.CONSUME(T.And) },
        { ALT: () => this.CONSUME(T.EqEq) },
        { ALT: () => this.CONSUME(T.NotEq) },
        { ALT: () => this.CONSUME(T.LessEq) },
        { ALT: () => this.CONSUME(T.GreaterEq) },
        { ALT: () => this.CONSUME(T.Less) },
        { ALT: () => this.CONSUME(T.Greater) },
        { ALT: () => this.CONSUME(T.In) },
        { ALT: () => this.SUBRULE(this.arithmeticOperator) },
      ]),
    );
  });

  arithmeticOperator = this.RULE("arithmeticOperator", () => {
    this.OR(
      (this.alts.arithmeticOperator ??= [
        { ALT: () => this.CONSUME(T.DotDot) },
        { ALT: () => this.CONSUME(T.Plus) },
        { ALT: () => this.CONSUME(T.Minus) },
        { ALT: () => this.CONSUME(T.Star) },
        { ALT: () => this.CONSUME(T.Slash) },
        { ALT: () => this.CONSUME(T.Percent) },
      ]),
    );
  });

  /** `is int`, `is not none`, `is token` */
  isTail = this.RULE("isTail", () => {
    this.CONSUME(T.Is);
    this.OPTION(() => this.CONSUME(T.Not));
    this.SUBRULE(this.typeAtom);
  });

  /** `not not x`: the builder gives `not` a lower precedence than comparisons */
  operand = this.RULE("operand", () => {
    this.MANY(() => this.CONSUME(T.Not));
    this.SUBRULE(this.unary);
  });

  /** Arithmetic and ranges only, where a following `in`, `,` or `desc` must end the expression. */
  arithmeticExpr = this.RULE("arithmeticExpr", () => {
    this.SUBRULE(this.unary);
    this.MANY(() => {
      this.SUBRULE(this.arithmeticOperator);
      this.SUBRULE2(this.unary);
    });
  });

  unary = this.RULE("unary", () => {
    this.OR(
      (this.alts.unary ??= [
        {
          ALT: () => {
            this.CONSUME(T.Minus);
            this.SUBRULE(this.unary);
          },
        },
        { ALT: () => this.SUBRULE(this.postfix) },
      ]),
    );
  });

  postfix = this.RULE("postfix", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR((this.alts.postfix ??= [{ ALT: () => this.SUBRULE(this.memberSuffix) }, { ALT: () => this.SUBRULE(this.indexSuffix) }]));
    });
  });

  memberSuffix = this.RULE("memberSuffix", () => {
    this.CONSUME(T.Dot);
    this.CONSUME(T.Name);
  });

  indexSuffix = this.RULE("indexSuffix", () => {
    this.CONSUME(T.LBracket);
    this.SUBRULE(this.expression);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.expression);
    });
    this.CONSUME(T.RBracket);
  });

  primary = this.RULE("primary", () => {
    this.OR(
      (this.alts.primary ??= [
        { ALT: () => this.CONSUME(T.IntLiteral) },
        { ALT: () => this.CONSUME(T.True) },
        { ALT: () => this.CONSUME(T.False) },
        { ALT: () => this.CONSUME(T.None) },
        { ALT: () => this.CONSUME(T.TextLiteral) },
        { ALT: () => this.SUBRULE(this.nameOrCall) },
        { ALT: () => this.SUBRULE(this.parenthesized) },
        { ALT: () => this.SUBRULE(this.listOrComprehension) },
        { ALT: () => this.SUBRULE(this.sortExpr) },
      ]),
    );
  });

  nameOrCall = this.RULE("nameOrCall", () => {
    this.CONSUME(T.Name);
    this.OPTION(() => this.SUBRULE(this.argumentList));
  });

  argumentList = this.RULE("argumentList", () => {
    this.CONSUME(T.LParen);
    this.OPTION(() => {
      this.SUBRULE(this.expression);
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.SUBRULE2(this.expression);
      });
    });
    this.CONSUME(T.RParen);
  });

  parenthesized = this.RULE("parenthesized", () => {
    this.CONSUME(T.LParen);
    this.SUBRULE(this.expression);
    this.CONSUME(T.RParen);
  });

  /** `[a, b]`, `[]`, `[e for x in xs if c]` */
  listOrComprehension = this.RULE("listOrComprehension", () => {
    this.CONSUME(T.LBracket);
    this.OPTION(() => {
      this.SUBRULE(this.expression, { LABEL: "item" });
      this.OR(
        (this.alts.listOrComprehension ??= [
          {
            ALT: () => {
              this.CONSUME(T.For);
              this.CONSUME(T.Name);
              this.CONSUME(T.In);
              this.SUBRULE2(this.expression, { LABEL: "iterable" });
              this.OPTION2(() => {
                this.CONSUME(T.If);
                this.SUBRULE3(this.expression, { LABEL: "filter" });
              });
            },
          },
          {
            ALT: () => {
              this.MANY(() => {
                this.CONSUME(T.Comma);
                this.SUBRULE4(this.expression, { LABEL: "item" });
              });
            },
          },
        ]),
      );
    });
    this.CONSUME(T.RBracket);
  });

  /** `sort p in players where points[p] > 0 by points[p] desc, p.age` */
  sortExpr = this.RULE("sortExpr", () => {
    this.CONSUME(T.Sort);
    this.CONSUME(T.Name);
    this.CONSUME(T.In);
    this.SUBRULE(this.arithmeticExpr, { LABEL: "iterable" });
    this.OPTION(() => {
      this.CONSUME(T.Where);
      this.SUBRULE(this.expression, { LABEL: "filter" });
    });
    this.CONSUME(T.By);
    this.SUBRULE(this.sortKey);
    this.MANY(() => {
      this.CONSUME(T.Comma);
      this.SUBRULE2(this.sortKey);
    });
  });

  sortKey = this.RULE("sortKey", () => {
    this.SUBRULE(this.arithmeticExpr);
    this.OPTION(() => this.CONSUME(T.Desc));
  });
}

/** The one parser instance: self-analysis is costly, so it runs once per process. */
export const agonParser = new AgonParser();

export { EOF };
