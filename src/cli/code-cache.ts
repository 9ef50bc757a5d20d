// The built CLI is CommonJS split into chunks (scripts/bundle.mjs): agon.cjs holds the command line,
// and each command's code is a chunk that agon.cjs `require`s when that command runs, so that
// `agon check` loads neither the language server nor the simulator. Every chunk runs here with V8's
// code cache of it (X.cjs beside X.cache, made by scripts/bundle.mjs after a run of `agon check`): V8
// then neither parses nor compiles again the functions the cache holds; Node 20 keeps no compile
// cache of its own. V8 ignores a cache that does not fit (another Node, other V8 flags) and
// compiles the code as usual; a chunk without a cache is compiled as usual too.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { Script } from "node:vm";

export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** Every chunk loaded so far had a code cache, and V8 took each. */
  usedCodeCache(): boolean;
  /** The chunks loaded so far, by file. */
  chunks(): string[];
  /** The code cache of each chunk loaded so far (its every function compiled so far), by cache file. */
  codeCaches(): Map<string, Buffer>;
}

type CommonJsWrapper = (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;

interface LoadedChunk {
  module: { exports: Record<string, unknown> };
  script: Script;
  tookCache: boolean;
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

export const cacheFileOf = (chunk: string): string => chunk.replace(/\.cjs$/, ".cache");

/** Loads the chunk `path` (and, as it requires them, the chunks beside it), each with its cache. */
export function loadWithCodeCache(path: string): LoadedBundle {
  const chunks = new Map<string, LoadedChunk>();

  function load(file: string): LoadedChunk {
    const known = chunks.get(file);
    if (known) return known;
    const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`;
    // No `import()` can run in this code (Node loses its callback for cached code): the chunks
    // `require` one another, and what they load late.
    const cachedData = readIfThere(cacheFileOf(file));
    const script = new Script(source, { filename: file, cachedData });
    const module = { exports: {} };
    const chunk = { module, script, tookCache: cachedData !== undefined && !script.cachedDataRejected };
    chunks.set(file, chunk);
    (script.runInThisContext() as CommonJsWrapper)(module.exports, requireFrom(file), module, file, dirname(file));
    return chunk;
  }

  /** Node's `require` for packages and built-ins; this loader for the bundle's own chunks. */
  function requireFrom(file: string): NodeJS.Require {
    const nodeRequire = createRequire(file);
    const chunkRequire = ((id: string) =>
      id.startsWith("./") && id.endsWith(".cjs") ? load(resolve(dirname(file), id)).module.exports : nodeRequire(id)) as NodeJS.Require;
    return Object.assign(chunkRequire, { resolve: nodeRequire.resolve, cache: nodeRequire.cache, main: nodeRequire.main });
  }

  const entry = load(resolve(path));
  return {
    exports: entry.module.exports,
    chunks: () => [...chunks.keys()],
    usedCodeCache: () => [...chunks.values()].every((c) => c.tookCache),
    codeCaches: () => new Map([...chunks].map(([file, c]) => [cacheFileOf(file), c.script.createCachedData()])),
  };
}
