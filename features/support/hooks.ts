// Per scenario: the feature's language (card names are looked up in it) and the options its tags
// set (`@next-discipline-chooser=best`). Per step: whether it is a Given, When or Then, because
// "Anna's hand holds ajax" arranges a position as a Given and checks one as a Then.
import { Before, BeforeStep } from "@cucumber/cucumber";
import type { AgonWorld, StepKind } from "./world.js";

export function optionValue(text: string): string | number | boolean {
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  return text;
}

Before(function (this: AgonWorld, { pickle, gherkinDocument }) {
  this.language = gherkinDocument.feature?.language ?? "en";
  for (const tag of pickle.tags) {
    const m = tag.name.match(/^@([^=\s]+)=(\S+)$/);
    if (!m) continue;
    this.options[m[1]!] = optionValue(m[2]!);
    const line = tagLine(gherkinDocument.feature, tag.astNodeId);
    this.optionTags.push({ option: m[1]!, value: m[2]!, tag: tag.name, where: `${pickle.uri}${line === undefined ? "" : `:${line}`}` });
  }
});

interface TaggedNode {
  tags?: readonly { id: string; location: { line: number } }[];
  children?: readonly { rule?: TaggedNode; scenario?: TaggedNode }[];
  examples?: readonly TaggedNode[];
}

/** The line of the tag `id` in a feature, its rules, scenarios and examples. */
function tagLine(node: TaggedNode | undefined, id: string): number | undefined {
  if (!node) return undefined;
  const own = node.tags?.find((t) => t.id === id);
  if (own) return own.location.line;
  for (const child of [...(node.children ?? []).flatMap((c) => [c.rule, c.scenario]), ...(node.examples ?? [])]) {
    const line = tagLine(child, id);
    if (line !== undefined) return line;
  }
  return undefined;
}

BeforeStep(function (this: AgonWorld, { pickleStep }) {
  const kind = (pickleStep.type ?? "Unknown") as StepKind;
  if (kind === "Action" && this.stepKind !== "Action" && this.gameName && this.players.length > 0) {
    this.actionMark = this.match.events().length;
  }
  this.stepKind = kind;
  this.stepText = pickleStep.text;
});
