// What the server knows about the project: the open buffers (which win over the files on disk),
// and for a file, the games it belongs to. A file is checked as part of its game: a rules file
// with the files it `use`s and the variants built on it; a card library through the rules file
// that uses it. Each load fills a name index (grammar/names/) that the other features read.
//
// Files on disk are read only as the CLI reads them (grammar/loader.ts readFileInside): inside
// the project of the file asked about (a folder with a package.json), by their real path, and
// only regular files, so that a FIFO or a link to a device named *.agon is never opened. A
// document with no project above it is analysed on its own, from its buffer only.
import { existsSync, readdirSync } from "node:fs";
import * as path from "node:path";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { loadProgram, readFileInside } from "../../grammar/loader.js";
import { parseSource, type ParseResult } from "../../grammar/parse.js";
import { NameIndex } from "../../grammar/names/name-index.js";
import type { Program } from "../../grammar/program.js";

export interface Analysis {
  entry: string;
  program: Program;
  diagnostics: Diagnostic[];
  names: NameIndex;
  /** file -> the text that was checked */
  sources: Map<string, string>;
}

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".git", "reports"]);

/** The `.agon` files under a folder; links are not followed (a link to a folder out is not walked). */
function agonFilesUnder(dir: string, depth = 0): string[] {
  if (depth > 6) return [];
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.name.endsWith(".agon")) return [p];
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith(".")) return [];
    return entry.isDirectory() ? agonFilesUnder(p, depth + 1) : [];
  });
}

/** The project of a file: the nearest folder at or above it holding a package.json, or none. */
export function projectOf(file: string): string | undefined {
  for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const USE = /^\s*use\s+"([^"]*)"/gm;
const VARIANT_OF = /^\s*variant\s+[\w-]+\s+of\s+"([^"]*)"/m;

export class Workspace {
  /** absolute path -> the editor's unsaved text */
  private readonly buffers = new Map<string, string>();
  private readonly lastGood = new Map<string, Analysis>();
  /** per entry, per file: the last text parsed and its result (a load never writes into a parse:
   *  variants replace sections copy-on-write) */
  private readonly parses = new Map<string, Map<string, { text: string; result: ParseResult }>>();

  private parserFor(entry: string): (text: string, file: string) => ParseResult {
    let cache = this.parses.get(entry);
    if (!cache) this.parses.set(entry, (cache = new Map()));
    const files = cache;
    return (text, file) => {
      const known = files.get(file);
      if (known?.text === text) return known.result;
      const result = parseSource(text, file);
      files.set(file, { text, result });
      return result;
    };
  }

  open(file: string, text: string): void {
    this.buffers.set(file, text);
  }

  close(file: string): void {
    this.buffers.delete(file);
  }

  isOpen(file: string): boolean {
    return this.buffers.has(file);
  }

  /** The editor's text of a file, else the file on disk when it is a regular file of its project. */
  read(file: string): string {
    const open = this.buffers.get(file);
    if (open !== undefined) return open;
    const root = projectOf(file);
    const read = root === undefined ? undefined : readFileInside(root, file);
    if (read === undefined || "refused" in read) throw new Error(`not a file of the project: ${file}`);
    return read.text;
  }

  private tryRead(file: string): string | undefined {
    try {
      return this.read(file);
    } catch {
      return undefined;
    }
  }

  /** The `.agon` files of the file's project and the open ones of it; a file with no project is alone. */
  private projectFiles(file: string): string[] {
    const root = projectOf(file);
    if (root === undefined) return [file];
    const files = new Set(agonFilesUnder(root));
    for (const open of this.buffers.keys()) if (projectOf(open) === root) files.add(open);
    return [...files];
  }

  /** The rules files (and variants) that `use` this file or are built on it. */
  private dependents(file: string): { users: string[]; variants: string[] } {
    const users: string[] = [];
    const variants: string[] = [];
    for (const other of this.projectFiles(file)) {
      if (other === file) continue;
      const text = this.tryRead(other);
      if (!text) continue;
      const base = VARIANT_OF.exec(text)?.[1];
      if (base !== undefined && path.resolve(path.dirname(other), base) === file) variants.push(other);
      for (const m of text.matchAll(USE)) if (path.resolve(path.dirname(other), m[1]!) === file) users.push(other);
    }
    return { users, variants };
  }

  private isGameEntry(text: string): boolean {
    return /^\s*(game|variant)\s/m.test(text) || /^\s*rule\s/m.test(text);
  }

  /** The loads a file takes part in: its own game first, then the variants built on that game. */
  entriesFor(file: string): string[] {
    const text = this.tryRead(file) ?? "";
    let primary = file;
    if (!this.isGameEntry(text)) primary = this.dependents(file).users[0] ?? file;
    return [primary, ...this.dependents(primary).variants];
  }

  analyse(entry: string): Analysis {
    const names = new NameIndex();
    const result = loadProgram(entry, { ...this.readerFor(entry), names, parse: this.parserFor(entry) });
    const analysis: Analysis = { entry, program: result.program, diagnostics: result.diagnostics, names, sources: result.sources };
    // while a file does not parse, navigation keeps the names of its last good version
    if (names.occurrences().length > 0 || !this.lastGood.has(entry)) this.lastGood.set(entry, analysis);
    return analysis;
  }

  /** How a load of `entry` reads: the buffers over the project's files on disk, or, with no
   *  project, the open buffers alone (a `use` of anything else is not found). */
  private readerFor(entry: string, texts: ReadonlyMap<string, string> = new Map()) {
    const root = projectOf(entry);
    const buffer = (p: string) => texts.get(p) ?? this.buffers.get(p);
    if (root !== undefined) return { projectRoot: root, overlay: buffer };
    return {
      projectRoot: path.dirname(path.resolve(entry)),
      readFile: (p: string) => {
        const text = buffer(path.resolve(p));
        if (text === undefined) throw new Error(`not open: ${p}`);
        return text;
      },
    };
  }

  /** The diagnostics an entry would have if some files read differently (a rename, before it is made). */
  diagnosticsWith(entry: string, texts: ReadonlyMap<string, string>): Diagnostic[] {
    return loadProgram(entry, this.readerFor(entry, texts)).diagnostics;
  }

  /** The last analysis of an entry whose names are known. */
  navigable(entry: string): Analysis {
    return this.lastGood.get(entry) ?? this.analyse(entry);
  }
}
