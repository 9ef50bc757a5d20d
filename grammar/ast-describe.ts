// The `describe` declaration: how a card of a kind reads to a person, per language, as a template
// over its attributes (grammar/description-template.ts reads the templates).
import type { Identifier, Node } from "./ast.js";

/** `describe progress en "{+value} {signs}" ko "..."` */
export interface DescribeDecl extends Node {
  kind: "Describe";
  /** the kind described */
  target: Identifier;
  templates: DescriptionTemplate[];
}

/** One language's template; `range` covers the language code and the text. */
export interface DescriptionTemplate extends Node {
  lang: string;
  text: TemplateText;
}

/** A template as written between the quotes, escapes and all (the placeholders' positions are
 *  counted in it); `range` covers the text with its quotes. */
export interface TemplateText extends Node {
  source: string;
}
