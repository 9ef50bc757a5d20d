// The divergences a game declares (`divergence` in the rules file), as plain data for the CLI and
// the conformance report: where the rulebooks disagree and what each one reads.
import type { Program } from "../../grammar/program.js";

export interface DivergenceInfo {
  /** the option the rulebooks disagree on, or the name they render differently */
  subject: string;
  /** "option" when the subject is an option (each reading supports one of its values); "naming" otherwise */
  kind: "option" | "naming";
  summary: string;
  /** the option's default, for an option divergence */
  default?: string;
  /** `implied`: the book never states the value, but what it does say needs it; `text`: the book's
   *  own words (absent where it has none to quote); `note`: the project's note on what they leave out */
  readings: { book: string; value?: string; implied?: true; text?: string; note?: string }[];
}

export function divergenceInfo(program: Program): DivergenceInfo[] {
  return program.divergences.map((d) => {
    const option = program.options.get(d.name.name);
    const fallback = option?.default.kind === "Name" ? option.default.name : undefined;
    return {
      subject: d.name.name,
      kind: option ? "option" : "naming",
      summary: d.summary,
      ...(fallback !== undefined ? { default: fallback } : {}),
      readings: d.readings.map((r) => ({
        book: r.book.name,
        ...(r.value ? { value: r.value.name } : {}),
        ...(r.implied ? { implied: true as const } : {}),
        ...(r.text !== undefined ? { text: r.text } : {}),
        ...(r.note !== undefined ? { note: r.note } : {}),
      })),
    };
  });
}
