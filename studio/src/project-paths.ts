// Paths of the project's files as the studio holds them: relative, `/` between folders.

/** The loader joins `use` paths onto the entry's folder: `rules/../cards/x.agon` and the like. */
export function normalPath(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return out.join("/");
}
