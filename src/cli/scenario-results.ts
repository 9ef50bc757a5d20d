// Collects, from Cucumber's message stream, what each scenario was (its feature file and tags)
// and how it ended. Only the message shapes are used, so this works with any formatter setting.
import type { ScenarioRun, ScenarioStatus } from "../conformance/report-model.js";

export type { ScenarioStatus };
/** one scenario that ran: its feature file, line, language, tags and how it ended */
export type ScenarioOutcome = ScenarioRun;

/** The parts of Cucumber's envelopes this collector reads. */
export interface ResultEnvelope {
  pickle?: { id: string; uri: string; name: string; language?: string; location?: { line: number }; tags: readonly { name: string }[] };
  testCase?: { id: string; pickleId: string };
  testCaseStarted?: { id: string; testCaseId: string };
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
  testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
}

/** Worst first: one failing step makes the scenario fail. */
const SEVERITY = ["FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING", "UNKNOWN", "SKIPPED", "PASSED"];

function outcomeOf(statuses: readonly string[]): ScenarioStatus {
  const worst = statuses.reduce((a, b) => (SEVERITY.indexOf(a) <= SEVERITY.indexOf(b) ? a : b), "PASSED");
  if (worst === "PASSED") return "passed";
  if (worst === "SKIPPED") return "skipped";
  if (worst === "UNDEFINED") return "undefined";
  return "failed";
}

export class ScenarioCollector {
  private readonly pickles = new Map<string, NonNullable<ResultEnvelope["pickle"]>>();
  private readonly pickleOfTestCase = new Map<string, string>();
  private readonly testCaseOfAttempt = new Map<string, string>();
  private readonly stepStatuses = new Map<string, string[]>();
  /** pickle id -> the outcome of its last finished attempt */
  private readonly finished = new Map<string, ScenarioStatus>();

  readonly onMessage = (envelope: ResultEnvelope): void => {
    if (envelope.pickle) this.pickles.set(envelope.pickle.id, envelope.pickle);
    if (envelope.testCase) this.pickleOfTestCase.set(envelope.testCase.id, envelope.testCase.pickleId);
    if (envelope.testCaseStarted) {
      this.testCaseOfAttempt.set(envelope.testCaseStarted.id, envelope.testCaseStarted.testCaseId);
      this.stepStatuses.set(envelope.testCaseStarted.id, []);
    }
    if (envelope.testStepFinished) {
      this.stepStatuses.get(envelope.testStepFinished.testCaseStartedId)?.push(envelope.testStepFinished.testStepResult.status);
    }
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      const attempt = envelope.testCaseFinished.testCaseStartedId;
      const pickleId = this.pickleOfTestCase.get(this.testCaseOfAttempt.get(attempt) ?? "");
      if (pickleId !== undefined) this.finished.set(pickleId, outcomeOf(this.stepStatuses.get(attempt) ?? []));
    }
  };

  /** Every scenario that ran, in the order Cucumber compiled them. */
  outcomes(): ScenarioOutcome[] {
    const outcomes: ScenarioOutcome[] = [];
    for (const [id, pickle] of this.pickles) {
      const status = this.finished.get(id);
      if (status === undefined) continue;
      outcomes.push({
        uri: pickle.uri.replace(/\\/g, "/"),
        ...(pickle.location ? { line: pickle.location.line } : {}),
        ...(pickle.language ? { language: pickle.language } : {}),
        name: pickle.name,
        tags: pickle.tags.map((tag) => tag.name),
        status,
      });
    }
    return outcomes;
  }
}
