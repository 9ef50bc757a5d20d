// TypeScript run as a separate process, compiled first: rolldown bundles a file (or a script's
// text) into one ES module in a temporary folder in about a tenth of a second, where ts-node's
// loader took ~7 CPU s at every start to transpile the engine. The packages it uses are bundled in
// too: from the temporary folder the module would not find this repository's node_modules.
import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "rolldown";
import { chevrotainInside } from "../../scripts/chevrotain-inside.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const OUT = join(tmpdir(), `agon-test-compiled-${process.pid}`);
process.once("exit", () => rmSync(OUT, { recursive: true, force: true }));

const outFile = (key: string): string => join(OUT, `${createHash("sha256").update(key).digest("hex").slice(0, 16)}.mjs`);

/** `import.meta.url` and `dirname` of the project's files keep naming their place in the project,
 *  not the temporary folder (an adapter finds its rules file from there). */
const inPlace: Plugin = {
  name: "import-meta-in-place",
  transform(code, id) {
    if (!id.startsWith(ROOT) || id.includes("node_modules") || !code.includes("import.meta.")) return null;
    return code
      .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(id).href))
      .replaceAll("import.meta.dirname", JSON.stringify(dirname(id)))
      .replaceAll("import.meta.filename", JSON.stringify(id));
  },
};

async function bundle(input: string, out: string, plugins: Plugin[] = []): Promise<string> {
  if (existsSync(out)) return out;
  await build({
    input,
    platform: "node",
    tsconfig: join(ROOT, "tsconfig.json"),
    cwd: ROOT,
    plugins: [...plugins, inPlace, chevrotainInside(join(ROOT, "grammar"))],
    logLevel: "silent",
    output: { file: out, format: "esm", codeSplitting: false },
  });
  return out;
}

/** The compiled ES module of `file` (a path from the project root), built once per test process. */
export function compiledFile(file: string): Promise<string> {
  const entry = isAbsolute(file) ? file : join(ROOT, file);
  return bundle(entry, outFile(entry));
}

/** The compiled ES module of a script's text, whose relative imports are read from the project root. */
export function compiledScript(code: string): Promise<string> {
  // a name in the project root that no file has: the script's imports resolve from there
  const id = join(ROOT, `.agon-test-script.ts`);
  const script: Plugin = {
    name: "script-text",
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) => (loaded === id ? code : null),
  };
  return bundle(id, outFile(code), [script]);
}
