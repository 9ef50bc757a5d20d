// Which feature files `agon conform` runs: all of them, or those of one game (`--game`), in one
// language (`--lang`, by the file's `# language:` header), or the scenarios that failed last time
// (`--rerun`, from Cucumber's rerun file). Paths are relative to the project root.
import { type Dirent, existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CliFailure } from "./errors.js";

/** What `agon conform` writes into its reports folder. */
export const REPORT_FILES = ["conformance.html", "cucumber.html", "cucumber.xml", "cucumber.ndjson", "@rerun.txt"] as const;

export interface Selection {
  game?: string;
  lang?: string;
}

/** Every .feature file under features/, sorted, with forward slashes. */
export function featureFiles(root: string, folder = "features"): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".feature")) found.push(relative(root, path).replace(/\\/g, "/"));
    }
  };
  walk(join(root, folder));
  return found.sort();
}

/** A feature file's `# language:` header (Gherkin reads it before the first keyword), or en. */
export function featureLanguage(text: string): string {
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const m = trimmed.match(/^#\s*language\s*:\s*(\S+)/);
    if (m) return m[1]!;
    if (!trimmed.startsWith("#")) break;
  }
  return "en";
}

/** A file belongs to a game when one folder on its path is named after it: features/GAME/..., features/ko/GAME/... */
export function isOfGame(path: string, game: string): boolean {
  return path.split("/").slice(0, -1).includes(game);
}

function matches(root: string, path: string, selection: Selection): boolean {
  if (selection.game !== undefined && !isOfGame(path, selection.game)) return false;
  if (selection.lang !== undefined) {
    const file = join(root, path);
    if (!existsSync(file) || featureLanguage(readFileSync(file, "utf8")) !== selection.lang) return false;
  }
  return true;
}

export function selectedFeatures(root: string, selection: Selection): string[] {
  const files = featureFiles(root).filter((path) => matches(root, path, selection));
  if (files.length === 0) {
    const what = [selection.game && `game ${selection.game}`, selection.lang && `language ${selection.lang}`].filter(Boolean).join(" and ");
    throw new CliFailure(`no feature files for ${what} under ${join(root, "features")}`);
  }
  return files;
}

/** The languages of the project's feature files, sorted. */
export function featureLanguages(root: string): string[] {
  return [...new Set(featureFiles(root).map((path) => featureLanguage(readFileSync(join(root, path), "utf8"))))].sort();
}

/** The scenarios that failed last time, as `file:line` paths (narrowed like a full run). */
export function rerunPaths(root: string, file: string, selection: Selection): string[] {
  if (!existsSync(file)) throw new CliFailure(`no ${relative(root, file)} yet: run \`agon conform\` first`);
  // Cucumber writes one `uri:line:line` entry per line
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .filter((entry) => matches(root, entry.replace(/(:\d+)+$/, ""), selection));
}
