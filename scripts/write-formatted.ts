// The deck generators write their .agon files through `agon fmt`'s formatter, so that a generated
// file is already in the layout `agon fmt --check` (part of npm test) demands.
import { formatSource } from "../src/format/format.js";
import { writeGenerated } from "./write-generated.js";

export function writeFormatted(file: string, text: string): void {
  const result = formatSource(text, file);
  if (!result.ok) throw new Error(`the generated ${file} does not parse: ${result.diagnostics.map((d) => d.message).join("; ")}`);
  writeGenerated(file, result.text, "npm run generate");
}
