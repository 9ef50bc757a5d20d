// The steps of a run that no step definition matches, each with its place (file:line:col) and, in a
// Korean feature, the particle it most likely got wrong: a Korean step pattern accepts both forms of
// one particle (이/가), so a step with another particle (은/는 where 이/가 belongs) matches nothing,
// and Cucumber says only "undefined". Trying the other particles after each word against the
// definitions' patterns finds the step the writer meant.
import { PARTICLE_PAIRS, particle } from "./josa.js";
import { say } from "./messages.js";

/** The parts of Cucumber's envelopes read here. */
export interface StepEnvelope {
  source?: { uri: string; data: string };
  gherkinDocument?: { uri?: string; feature?: GherkinNode };
  pickle?: { id: string; uri: string; language?: string; steps: readonly { id: string; text: string; astNodeIds: readonly string[] }[] };
  testCase?: { pickleId: string; testSteps: readonly { pickleStepId?: string; stepDefinitionIds?: readonly string[] }[] };
  stepDefinition?: { pattern: { source: string; type: string } };
}

interface GherkinNode {
  children?: readonly GherkinNode[];
  background?: GherkinNode;
  scenario?: GherkinNode;
  rule?: GherkinNode;
  steps?: readonly { id: string; location: { line: number; column?: number } }[];
}

export interface UndefinedStep {
  uri: string;
  line: number;
  column: number;
  text: string;
  language: string;
  /** the step as a definition would match it, with the particle that word takes */
  fix?: { written: string; right: string; step: string };
}

/** a word and the particle after it; the copula (이다, 다) only where a step ends */
const WORD_AND_PARTICLE = /(?<=^|[\s,])("[^"]+"|[^\s,"]+?)(으로|이|가|은|는|을|를|와|과|로|이다$|다$)(?=[\s,]|$)/g;

/** a definition's pattern, with the places of its groups (flag d) */
function compiled(source: string): RegExp | undefined {
  for (const flags of ["d", "du"]) {
    try {
      return new RegExp(source, flags);
    } catch {
      // the other flags, then none
    }
  }
  return undefined;
}

export class UndefinedSteps {
  private readonly sources = new Map<string, string[]>();
  private readonly stepPlaces = new Map<string, { line: number; column: number }>();
  private readonly pickles = new Map<string, NonNullable<StepEnvelope["pickle"]>>();
  private readonly patterns: RegExp[] = [];
  private readonly found: { pickleId: string; stepId: string }[] = [];

  readonly onMessage = (envelope: StepEnvelope): void => {
    if (envelope.source) this.sources.set(envelope.source.uri, envelope.source.data.split("\n"));
    if (envelope.gherkinDocument?.feature) this.placesOf(envelope.gherkinDocument.feature);
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.stepDefinition?.pattern.type === "REGULAR_EXPRESSION") {
      const pattern = compiled(envelope.stepDefinition.pattern.source);
      if (pattern) this.patterns.push(pattern);
    }
    if (envelope.testCase)
      for (const step of envelope.testCase.testSteps)
        if (step.pickleStepId !== undefined && (step.stepDefinitionIds ?? []).length === 0)
          this.found.push({ pickleId: envelope.testCase.pickleId, stepId: step.pickleStepId });
  };

  private placesOf(node: GherkinNode): void {
    for (const step of node.steps ?? []) this.stepPlaces.set(step.id, { line: step.location.line, column: step.location.column ?? 1 });
    for (const child of [...(node.children ?? []), node.background, node.scenario, node.rule]) if (child) this.placesOf(child);
  }

  /** Every undefined step once (a step of an outline or a background is one place in the file). */
  steps(): UndefinedStep[] {
    const seen = new Set<string>();
    const out: UndefinedStep[] = [];
    for (const { pickleId, stepId } of this.found) {
      const pickle = this.pickles.get(pickleId);
      const step = pickle?.steps.find((s) => s.id === stepId);
      if (!pickle || !step) continue;
      const place = this.stepPlaces.get(step.astNodeIds[0] ?? "") ?? { line: 0, column: 1 };
      const key = `${pickle.uri}:${place.line}:${step.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const language = pickle.language ?? "en";
      const fix = language === "ko" ? this.particleFix(step.text) : undefined;
      const lineText = this.sources.get(pickle.uri)?.[place.line - 1];
      const at = fix && lineText ? lineText.indexOf(fix.written) : -1;
      out.push({
        uri: pickle.uri.replace(/\\/g, "/"),
        line: place.line,
        column: at >= 0 ? [...lineText!.slice(0, at)].length + 1 : place.column,
        text: step.text,
        language,
        ...(fix ? { fix } : {}),
      });
    }
    return out;
  }

  /** The first word whose particle, replaced by the form another pair takes after it, makes a step
   *  some definition matches with that word in one of its groups: a name (a player, a quoted card,
   *  a number) is what a pattern leaves open and a writer fills in, so that is where a particle goes
   *  wrong; a literal word of the pattern followed by another particle is some other sentence. A
   *  number and its unit (0점다 for 0점이다) count as that word: the group holds the number. */
  private particleFix(text: string): UndefinedStep["fix"] {
    for (const m of text.matchAll(WORD_AND_PARTICLE)) {
      const [whole, word, written] = m as unknown as [string, string, string];
      const bare = word.replace(/^"|"$/g, "");
      for (const pair of PARTICLE_PAIRS) {
        const right = particle(bare, pair);
        if (right === written) continue;
        const step = text.slice(0, m.index) + word + right + text.slice(m.index + whole.length);
        const start = m.index + (word.startsWith('"') ? 1 : 0);
        const end = start + bare.length;
        const named = (p: RegExp) =>
          (p.exec(step)?.indices ?? []).slice(1).some((span) => span !== undefined && span[0] < end && start < span[1]);
        if (this.patterns.some(named)) return { written: whole, right: word + right, step };
      }
    }
    return undefined;
  }
}

/** An undefined step as one line and a hint, in its feature's language. */
export function undefinedStepLines(step: UndefinedStep): string {
  const lang = step.language === "ko" ? "ko" : "en";
  const where = `${step.uri}:${step.line}:${step.column}`;
  const hint = step.fix
    ? say("wrongParticle", step.fix.written, step.fix.right, particle(step.fix.right, "으로/로"), step.fix.step)
    : say("noSuchStep");
  return `${where}: ${say("undefinedStep", step.text)[lang]}\n  = ${say("hintLabel")[lang]}: ${hint[lang]}\n`;
}
