// `node scripts/build-vsix.mjs [OUT]` (npm run vsix; OUT defaults to dist/agon.vsix): packages the
// VS Code extension in editors/vscode/ as a .vsix. The extension is copied to a temporary folder,
// its client bundled there with vscode-languageclient inside (rolldown), and packed by
// @vscode/vsce, so the work tree is left as it was.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createVSIX } from "@vscode/vsce";
import { build } from "rolldown";

const out = resolve(process.argv[2] ?? "dist/agon.vsix");
const source = resolve("editors/vscode");
const stage = mkdtempSync(join(tmpdir(), "agon-vsix-"));
try {
  for (const f of ["package.json", "language-configuration.json", "README.md", ".vscodeignore", "syntaxes"]) {
    cpSync(join(source, f), join(stage, f), { recursive: true });
  }
  await build({
    input: join(source, "src/extension.mts"),
    platform: "node",
    external: ["vscode"],
    logLevel: "warn",
    output: { file: join(stage, "out/extension.js"), format: "cjs", codeSplitting: false, minify: true },
  });
  mkdirSync(dirname(out), { recursive: true });
  await createVSIX({ cwd: stage, packagePath: out, dependencies: false, allowMissingRepository: true, skipLicense: true });
  console.log(`wrote ${out}`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
