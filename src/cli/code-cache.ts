// The built CLI is one CommonJS file, run here with V8's code cache of it (made by
// scripts/bundle.mjs after a run of `agon check`): V8 then neither parses nor compiles again the
// functions the cache holds, ~60 ms of every start; Node 20 keeps no compile cache of its own for
// ES modules. V8 ignores a cache that does not fit (another Node, other V8 flags) and compiles the
// code as usual.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { Script } from "node:vm";

export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** V8 took the code cache (there was one, and it fit). */
  usedCodeCache: boolean;
  /** The code cache of the bundle: every function compiled so far. */
  codeCache(): Buffer;
}

type CommonJsWrapper = (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

export function loadWithCodeCache(path: string, cacheFile: string): LoadedBundle {
  const file = resolve(path);
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`;
  // No `import()` can run in this code (Node loses its callback for cached code): the bundle
  // `require`s what it loads late.
  const cachedData = readIfThere(cacheFile);
  const script = new Script(source, { filename: file, cachedData });
  const module = { exports: {} };
  (script.runInThisContext() as CommonJsWrapper)(module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    usedCodeCache: cachedData !== undefined && !script.cachedDataRejected,
    codeCache: () => script.createCachedData(),
  };
}
