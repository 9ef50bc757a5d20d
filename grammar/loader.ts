// Loads a game from its entry file: parses it, follows `use` (each file once, cycles harmless,
// never outside the project), applies a variant to its base, builds the Program and runs the
// checks. Nothing here throws for a user mistake: every problem is a diagnostic.
//
// On disk, a file is named by its real path (symlinks resolved) and read only when it is a
// regular file: a symlink out of the project, a FIFO (reading it would wait for a writer), a
// device (/dev/zero never ends) or a folder each get a diagnostic instead.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import * as path from "node:path";
import type { AgonFile, Block, RuleDecl, SourceRange, Stmt, VariantDecl } from "./ast.js";
import { stmtChildren } from "./ast-children.js";
import { runChecks } from "./checks/index.js";
import { linkProgram, type LinkedProgram } from "./link/index.js";
import type { Diagnostic, DiagnosticCode } from "./diagnostic.js";
import { byPosition, nestingDiagnostic, parseSource, type ParseResult } from "./parse.js";
import { buildProgram, emptyProgram } from "./program-builder.js";
import type { NameIndex } from "./names/name-index.js";
import type { Program } from "./program.js";
import { allRuleNames } from "./rule-names.js";
import { didYouMean, resetSuggestionBudget } from "./suggest.js";

export { parseSource } from "./parse.js";

export interface LoadOptions {
  /** the folder `use` paths may not leave; default: the nearest ancestor of the entry holding package.json */
  projectRoot?: string;
  readFile?: (p: string) => string;
  /** texts that win over the files on disk (an editor's unsaved buffers), by absolute path; the
   *  other files are read from disk with every check of a load from disk */
  overlay?: (absolutePath: string) => string | undefined;
  /** filled with every name the linking stage resolves (grammar/names/), for editors */
  names?: NameIndex;
  /** parses one file (default parseSource); an editor keeps the results of files that did not change */
  parse?: (text: string, file: string) => ParseResult;
}

export interface LoadResult {
  program: Program;
  /** every name of the program resolved, every expression typed (grammar/link/): what the checks,
   *  the name index and the back ends read; of an empty program when a file has a syntax error */
  linked: LinkedProgram;
  diagnostics: Diagnostic[];
  /** file name (as used in diagnostics) -> its text, for rendering */
  sources: Map<string, string>;
}

/** The project: the nearest folder at or above `start` holding a package.json (else `start`). */
export function findProjectRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Where a file really is, or why it cannot be read as a rules or card file. */
type Located = { real: string } | { refused: "outside" | "folder" | "special" };

/** `absolute` on disk: its real path, inside `realRoot` (when given) and a regular file. A file that
 *  does not exist is located as itself: reading it then fails as not found. */
function locateOnDisk(absolute: string, realRoot: string | undefined): Located {
  if (!existsSync(absolute)) return { real: absolute };
  const real = realPath(absolute);
  if (realRoot !== undefined && !isInside(realRoot, real)) return { refused: "outside" };
  const stats = statSync(real);
  if (stats.isDirectory()) return { refused: "folder" };
  if (!stats.isFile()) return { refused: "special" };
  return { real };
}

const ENTRY_REFUSALS: Record<"folder" | "special", (name: string, command: string) => [string, string]> = {
  folder: (name, command) => [
    `${name} is a folder, not a rules or card file`,
    `give the files in it: agon ${command} ${name.replace(/\/+$/, "")}/*.agon`,
  ],
  special: (name) => [`${name} is not a regular file (a FIFO, a device or a socket)`, "give a rules or card file (.agon)"],
};

/** Why a file named on the command line is refused; `command` (check, fmt) is for the hint. */
function entryRefusal(name: string, refused: "outside" | "folder" | "special", command: string): Diagnostic {
  const [message, hint] = ENTRY_REFUSALS[refused === "outside" ? "special" : refused](name, command);
  return { code: "not-a-file", severity: "error", message, range: startOf(name), hint };
}

function entryNotFound(name: string): Diagnostic {
  return { code: "file-not-found", severity: "error", message: `cannot find the file ${name}`, range: startOf(name) };
}

/** A file named on the command line, read as `agon check` reads it: its text, or the diagnostic
 *  refusing it (`not-a-file` for a folder, a FIFO or a device, which are never opened;
 *  `file-not-found`). `name` is resolved from `cwd` and shown as given. */
export function readEntryFile(name: string, command: string, cwd = process.cwd()): { text: string } | { refused: Diagnostic } {
  const located = locateOnDisk(path.resolve(cwd, name), undefined);
  if (!("real" in located)) return { refused: entryRefusal(name, located.refused, command) };
  try {
    return { text: readFileSync(located.real, "utf8") };
  } catch {
    return { refused: entryNotFound(name) };
  }
}

/** Why a file of the project is not read: outside it (by path or by a link), a folder, not a
 *  regular file (a FIFO, a device, a socket), or not there. */
export type ProjectFileRefusal = "outside" | "folder" | "special" | "missing";

/** The one reader of a project's files outside a load (a replay's rules, an editor's project):
 *  `file` (absolute, or relative to `root`) read only when it lies inside `root` by its path and
 *  by its real path, and is a regular file, so that a FIFO, a device or a link out is never opened. */
export function readFileInside(root: string, file: string): { text: string; real: string } | { refused: ProjectFileRefusal } {
  const absolute = path.resolve(root, file);
  if (!isInside(root, absolute)) return { refused: "outside" };
  if (!existsSync(absolute)) return { refused: "missing" };
  const located = locateOnDisk(absolute, realPath(root));
  if (!("real" in located)) return located;
  try {
    return { text: readFileSync(located.real, "utf8"), real: located.real };
  } catch {
    return { refused: "missing" };
  }
}

class Loader {
  readonly files: AgonFile[] = [];
  readonly diagnostics: Diagnostic[] = [];
  readonly sources = new Map<string, string>();
  private readonly loaded = new Set<string>();
  syntaxErrors = false;

  private readonly realRoot: string;

  constructor(
    private readonly root: string,
    private readonly read: (p: string) => string,
    /** the files are on disk (not fed by a test through `readFile`) */
    private readonly onDisk: boolean,
    private readonly parse: (text: string, file: string) => ParseResult = parseSource,
  ) {
    this.realRoot = realPath(root);
  }

  /** The file's identity (its real path on disk), or undefined after reporting why it is refused. */
  private locate(name: string, from?: { range: SourceRange; what: string }): string | undefined {
    const absolute = path.resolve(name);
    if (from && !isInside(this.root, absolute)) {
      this.error(
        "file-outside-project",
        `\`${from.what}\` leaves the project folder ${this.root}`,
        from.range,
        "rules files may only use files inside the project (the nearest folder with a package.json)",
      );
      return undefined;
    }
    if (!this.onDisk) return absolute;
    const located = locateOnDisk(absolute, from ? this.realRoot : undefined);
    if ("real" in located) return located.real;
    if (from === undefined) this.diagnostics.push(entryRefusal(name, located.refused, "check"));
    else if (located.refused === "outside") {
      this.error(
        "file-outside-project",
        `\`${from.what}\` is a link to a file outside the project folder ${this.root}`,
        from.range,
        "rules files may only use files inside the project (the nearest folder with a package.json)",
      );
    } else {
      const what = located.refused === "folder" ? "a folder" : "not a regular file (a FIFO, a device or a socket)";
      this.error("not-a-file", `\`${from.what}\` is ${what}`, from.range, "`use` takes a rules or card file (.agon)");
    }
    return undefined;
  }

  /** `name` is how the file is shown in diagnostics; `from` is the `use` or `variant` that names it. */
  load(name: string, from?: { range: SourceRange; what: string }): AgonFile | undefined {
    const absolute = this.locate(name, from);
    if (absolute === undefined || this.loaded.has(absolute)) return undefined;
    let text: string;
    try {
      text = this.read(name);
    } catch {
      if (from)
        this.error("file-not-found", `cannot find the file \`${from.what}\` (looked for ${name})`, from.range, this.nearbyHint(name));
      else this.diagnostics.push(entryNotFound(name));
      return undefined;
    }
    this.loaded.add(absolute);
    this.sources.set(name, text);
    const parsed = this.parse(text, name);
    this.diagnostics.push(...parsed.diagnostics);
    if (parsed.diagnostics.some((d) => d.severity === "error")) this.syntaxErrors = true;
    if (!parsed.file) return undefined;
    this.files.push(parsed.file);
    for (const d of parsed.file.declarations) {
      if (d.kind === "Use") this.load(path.join(path.dirname(name), d.path), { range: d.range, what: d.path });
    }
    return parsed.file;
  }

  private nearbyHint(name: string): string | undefined {
    try {
      const agonFiles = readdirSync(path.dirname(name)).filter((f) => f.endsWith(".agon"));
      return didYouMean(path.basename(name), agonFiles);
    } catch {
      return undefined;
    }
  }

  error(code: DiagnosticCode, message: string, range: SourceRange, hint?: string): void {
    this.diagnostics.push({ code, severity: "error", message, range, hint });
  }
}

/** The first position of a file, for a diagnostic about the file as a whole. */
function startOf(file: string): SourceRange {
  return { file, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
}

/** Parses, resolves `use`, applies a variant, builds the Program and checks it. */
export function loadProgram(entryPath: string, opts: LoadOptions = {}): LoadResult {
  resetSuggestionBudget();
  const root = path.resolve(opts.projectRoot ?? findProjectRoot(path.dirname(entryPath)));
  const overlay = opts.overlay ?? (() => undefined);
  const fromDisk = (p: string) => overlay(path.resolve(p)) ?? readFileSync(p, "utf8");
  const loader = new Loader(root, opts.readFile ?? fromDisk, opts.readFile === undefined, opts.parse);
  const entry = loader.load(entryPath);
  const variant = entry?.declarations.find((d): d is VariantDecl => d.kind === "Variant");
  if (variant) {
    loader.load(path.join(path.dirname(entryPath), variant.base), { range: variant.range, what: variant.base });
  }
  if (!entry) {
    const program = emptyProgram();
    return { program, linked: linkProgram(program), diagnostics: loader.diagnostics, sources: loader.sources };
  }

  const diagnostics = [...loader.diagnostics];
  let program: Program;
  let linked: LinkedProgram;
  try {
    const built = buildProgram(loader.files, variant);
    program = built.program;
    if (!loader.syntaxErrors) {
      // a broken file yields a partial AST: checking it would only add noise to the syntax errors
      diagnostics.push(...built.diagnostics);
      if (variant) diagnostics.push(...applyVariant(built.program, variant));
    }
    // a partial AST is not linked: its names would resolve to noise
    linked = linkProgram(loader.syntaxErrors ? emptyProgram() : program);
    // a file that could not be read (a failed `use`) leaves its names undeclared: checking the
    // rest would report each of them again, so the failed `use` is reported once, alone
    const unread = loader.diagnostics.some((d) => d.severity === "error");
    if (!loader.syntaxErrors && !unread) {
      const isRulesFile = built.program.game !== undefined || variant !== undefined || entry.declarations.some((d) => d.kind === "Rule");
      diagnostics.push(...runChecks(linked, { rulesFile: isRulesFile, entry, names: opts.names }));
    }
  } catch (e) {
    program = emptyProgram();
    linked = linkProgram(program);
    diagnostics.push(nestingDiagnostic(e, entryPath));
  }
  return { program, linked, diagnostics: sortDiagnostics(diagnostics), sources: loader.sources };
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => (a.range?.file ?? "").localeCompare(b.range?.file ?? "") || byPosition(a, b));
}

/** Applies `set` (option defaults) and `replace rule` (whole rules or sections inside rules). */
function applyVariant(program: Program, variant: VariantDecl): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const s of variant.settings) {
    const option = program.options.get(s.option.name);
    if (!option) {
      diagnostics.push({
        code: "unknown-option",
        severity: "error",
        message: `the base game has no option \`${s.option.name}\``,
        range: s.option.range,
        hint: didYouMean(s.option.name, program.options.keys()),
      });
      continue;
    }
    program.options.set(option.name.name, { ...option, default: s.value });
  }
  for (const r of variant.replacements) {
    if (!replaceRule(program, r)) {
      diagnostics.push({
        code: "unknown-rule",
        severity: "error",
        message: `the base game has no rule or section \`${r.name.name}\` to replace`,
        range: r.name.range,
        hint: didYouMean(r.name.name, allRuleNames(program)),
      });
    }
  }
  return diagnostics;
}

function replaceRule(program: Program, replacement: RuleDecl): boolean {
  const top = program.rules.get(replacement.name.name);
  if (top) {
    program.rules.set(top.name.name, {
      ...replacement,
      implements: replacement.implements.length ? replacement.implements : top.implements,
    });
    return true;
  }
  for (const rule of program.rules.values()) {
    const body = replacedSection(rule.body, replacement);
    if (body) {
      program.rules.set(rule.name.name, { ...rule, body });
      return true;
    }
  }
  return false;
}

// Copy-on-write: the parsed files may be kept between loads (an editor keeps them while their
// text is the same), so a replaced section is a new block, and only the statements on the way
// to it are copied; nothing of the base's parse is written.

/** `block` with the section named like `replacement` replaced, or undefined when it has none. */
function replacedSection(block: Block, replacement: RuleDecl): Block | undefined {
  for (let i = 0; i < block.statements.length; i++) {
    const s = block.statements[i]!;
    const replaced =
      s.kind === "NestedRule" && s.name.name === replacement.name.name
        ? { ...s, implements: replacement.implements.length ? replacement.implements : s.implements, body: replacement.body }
        : replacedInside(s, replacement);
    if (replaced) return { ...block, statements: block.statements.map((old, j) => (j === i ? replaced : old)) };
  }
  return undefined;
}

/** `s` with the section replaced in one of its nested blocks (or its `else if`), or undefined. */
function replacedInside(s: Stmt, replacement: RuleDecl): Stmt | undefined {
  const { blocks, stmts } = stmtChildren(s);
  for (const child of [...blocks, ...stmts]) {
    const replaced = child.kind === "Block" ? replacedSection(child, replacement) : replacedInside(child, replacement);
    if (replaced) return withChild(s, child, replaced);
  }
  return undefined;
}

/** A copy of `node` with the property that held `from` holding `to`. */
function withChild<T extends object>(node: T, from: object, to: object): T {
  const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
  for (const key of Object.keys(copy)) if (copy[key] === from) copy[key] = to;
  return copy as T;
}
