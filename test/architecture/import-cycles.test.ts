// No import cycle at run time among the project's sources: a module that imports back the module
// that imports it sees it half-loaded, and a cycle is a cut the folders do not show. Imports of
// types only are erased by TypeScript and do not count.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["grammar", "src", "studio/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The relative modules a file loads when it runs: every import and re-export but those of types only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typesOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) specifiers.push(node.moduleSpecifier.text);
    }
  }
  return specifiers.filter((s) => s.startsWith("."));
}

function resolveModule(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, "");
  return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => known.has(candidate));
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function importCycles(files: readonly string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(files.map((f) => [f, runtimeImports(f).flatMap((s) => resolveModule(f, s, known) ?? [])] as const));
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)!.includes(v)) cycles.push(component.map((f) => relative(ROOT, f)).sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

describe("import cycles", () => {
  it("finds none at run time in grammar/, src/ and studio/src/", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(importCycles(files)).toEqual([]);
  });

  it("finds a cycle through a value import and none through a type import", async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "agon-cycles-"));
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const a = write("a.ts", 'import { b } from "./b.js";\nexport const a = () => b;\n');
    const b = write("b.ts", 'import { a } from "./a.js";\nexport const b = () => a;\n');
    const c = write("c.ts", 'import type { d } from "./d.js";\nexport const c = 1;\n');
    const d = write("d.ts", 'import { c } from "./c.js";\nexport { type e } from "./e.js";\nexport const d = c;\n');
    const e = write("e.ts", 'import { type d } from "./d.js";\nexport type e = typeof d;\n');
    try {
      expect(importCycles([a, b, c, d, e]).map((cycle) => cycle.length)).toEqual([2]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
