// Agon's own summary of a Cucumber run, for a run told in Korean (`conform --lang ko`): Cucumber
// words its summary in English only (Failures:, Scenario:, "N scenarios (...)"), and a formatter
// of its own cannot take another language, so conform silences it and prints this, read off the
// same message stream: each failed scenario with its failing step and the step's message (a Korean
// step's message is already Korean), then the totals.
import type { MessageLang } from "./messages.js";

/** The parts of Cucumber's envelopes read here. */
export interface SummaryEnvelope {
  gherkinDocument?: { feature?: GherkinNode };
  pickle?: {
    id: string;
    uri: string;
    name: string;
    location?: { line: number };
    steps: readonly { id: string; text: string; astNodeIds: readonly string[] }[];
  };
  testCase?: { id: string; pickleId: string; testSteps: readonly { id: string; pickleStepId?: string }[] };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepId: string; testStepResult: { status: string; message?: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
  testRunStarted?: { timestamp: Timestamp };
  testRunFinished?: { timestamp: Timestamp };
}

interface Timestamp {
  seconds: number;
  nanos: number;
}

interface GherkinNode {
  children?: readonly GherkinNode[];
  background?: GherkinNode;
  scenario?: GherkinNode;
  rule?: GherkinNode;
  steps?: readonly { id: string; keyword: string; location: { line: number } }[];
}

interface StepResult {
  status: string;
  message?: string;
  /** the pickle step it ran, undefined for a hook */
  pickleStepId?: string;
}

/** Cucumber's statuses, worst first, in the order the totals list them */
const STATUSES = ["FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING", "UNKNOWN", "SKIPPED", "PASSED"] as const;
const STATUS_KO: Record<string, string> = {
  FAILED: "실패",
  AMBIGUOUS: "모호함",
  UNDEFINED: "정의되지 않음",
  PENDING: "보류",
  UNKNOWN: "알 수 없음",
  SKIPPED: "건너뜀",
  PASSED: "통과",
};

export class KoreanRunSummary {
  private readonly pickles = new Map<string, NonNullable<SummaryEnvelope["pickle"]>>();
  private readonly keywords = new Map<string, { keyword: string; line: number }>();
  private readonly testCases = new Map<string, NonNullable<SummaryEnvelope["testCase"]>>();
  private readonly attempts = new Map<string, string>();
  private readonly results = new Map<string, StepResult[]>();
  private readonly finished: string[] = [];
  private started?: Timestamp;
  private ended?: Timestamp;

  readonly onMessage = (envelope: SummaryEnvelope): void => {
    if (envelope.gherkinDocument?.feature) this.stepsOf(envelope.gherkinDocument.feature);
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) this.testCases.set(envelope.testCase.id, envelope.testCase);
    if (envelope.testCaseStarted) {
      this.attempts.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
      this.results.set(envelope.testCaseStarted.id, []);
    }
    if (envelope.testStepFinished) {
      const { testCaseStartedId, testStepId, testStepResult } = envelope.testStepFinished;
      const testCase = this.testCases.get(this.attempts.get(testCaseStartedId) ?? "");
      const pickleStepId = testCase?.testSteps.find((s) => s.id === testStepId)?.pickleStepId;
      this.results.get(testCaseStartedId)?.push({ ...testStepResult, ...(pickleStepId ? { pickleStepId } : {}) });
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried)
      this.finished.push(envelope.testCaseFinished.testCaseStartedId);
    if (envelope.testRunStarted) this.started = envelope.testRunStarted.timestamp;
    if (envelope.testRunFinished) this.ended = envelope.testRunFinished.timestamp;
  };

  private stepsOf(node: GherkinNode): void {
    for (const step of node.steps ?? []) this.keywords.set(step.id, { keyword: step.keyword.trim(), line: step.location.line });
    for (const child of [...(node.children ?? []), node.background, node.scenario, node.rule]) if (child) this.stepsOf(child);
  }

  /** The summary's lines in `lang` (Korean; English for a test of the same figures). */
  lines(lang: MessageLang): string[] {
    const ko = lang === "ko";
    const out: string[] = [];
    const scenarioStatuses: string[] = [];
    const stepStatuses: string[] = [];
    let failures = 0;
    for (const attempt of this.finished) {
      const testCase = this.testCases.get(this.attempts.get(attempt) ?? "");
      const pickle = this.pickles.get(testCase?.pickleId ?? "");
      if (!pickle) continue;
      const results = this.results.get(attempt) ?? [];
      const steps = results.filter((r) => r.pickleStepId !== undefined);
      stepStatuses.push(...steps.map((r) => r.status));
      const status = worst(results.map((r) => r.status));
      scenarioStatuses.push(status);
      const failed = results.find((r) => r.status === "FAILED" || r.status === "AMBIGUOUS");
      if (!failed) continue;
      if (failures++ === 0) out.push(ko ? "실패한 시나리오:" : "Failures:", "");
      out.push(`${failures}) ${ko ? "시나리오" : "Scenario"}: ${pickle.name} (${pickle.uri}:${pickle.location?.line ?? ""})`);
      const step = pickle.steps.find((s) => s.id === failed.pickleStepId);
      const place = step ? this.keywords.get(step.astNodeIds[0] ?? "") : undefined;
      out.push(
        step
          ? `   ✖ ${place?.keyword ?? ""} ${step.text} (${pickle.uri}:${place?.line ?? ""})`.replace("✖  ", "✖ ")
          : `   ✖ ${ko ? "훅" : "a hook"}`,
      );
      for (const line of (failed.message ?? "").split("\n")) out.push(`       ${line}`);
      out.push("");
    }
    out.push(totals(ko ? "시나리오" : "scenarios", scenarioStatuses, ko), totals(ko ? "단계" : "steps", stepStatuses, ko));
    if (this.started && this.ended) {
      const seconds = this.ended.seconds - this.started.seconds + (this.ended.nanos - this.started.nanos) / 1e9;
      out.push(ko ? `걸린 시간: ${seconds.toFixed(1)}초` : `${seconds.toFixed(1)} s`);
    }
    return out;
  }
}

function worst(statuses: readonly string[]): string {
  return STATUSES.find((s) => statuses.includes(s)) ?? "PASSED";
}

/** `시나리오 17개 (실패 16개, 정의되지 않음 1개)`: the count, then each status there is */
function totals(what: string, statuses: readonly string[], ko: boolean): string {
  const counts = STATUSES.flatMap((s) => {
    const n = statuses.filter((x) => x === s).length;
    return n === 0 ? [] : [ko ? `${STATUS_KO[s]} ${n}개` : `${n} ${s.toLowerCase()}`];
  });
  return ko ? `${what} ${statuses.length}개 (${counts.join(", ")})` : `${statuses.length} ${what} (${counts.join(", ")})`;
}
