// node:fs for the browser bundle. The checker runs in the page with the project's files in memory
// (the loader's `readFile` option), so nothing here is ever asked to find a file: each function
// answers as if the disk were empty, which the loader already handles (its `did you mean` for a
// missing `use` lists nothing).
function absent(path: unknown): never {
  throw Object.assign(new Error(`no file system in the browser: ${String(path)}`), { code: "ENOENT" });
}

export function existsSync(): boolean {
  return false;
}

export function readFileSync(path: unknown): never {
  return absent(path);
}

export function readdirSync(path: unknown): never {
  return absent(path);
}

export function realpathSync(path: unknown): never {
  return absent(path);
}

export function statSync(path: unknown): never {
  return absent(path);
}
