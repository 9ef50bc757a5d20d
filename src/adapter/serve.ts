// The adapter side of the protocol, for adapters written in TypeScript (Agon's own, and those of
// the hand-written engines in bench/): reads one request per line from stdin, answers each on
// stdout, and turns what the engine throws into a refusal the conformance side understands.
import { fieldPath } from "../cli/json-input.js";
import { readLines } from "./line-reader.js";
import { LONGEST_LINE, LONGEST_LINE_TEXT, requestSchema, type Declaration, type Refusal, type Request } from "./protocol.js";

/** An answer the adapter gives instead of a result: see REFUSALS in protocol.ts. */
export class AdapterRefusal extends Error {
  constructor(
    readonly kind: Refusal,
    message: string,
  ) {
    super(message);
  }
}

export interface AdapterHandler {
  declaration: Declaration;
  /** the result of one request other than hello and stop (undefined for none) */
  handle(request: Exclude<Request, { op: "hello" } | { op: "stop" }>): unknown;
}

/** The id a response repeats: a request's own, or -1 for a line that names none. */
const NO_ID = -1;

/** The line's request with its id, or why it is none: the error answer (with the line's id when it has one). */
function readRequest(line: string): { id: number; request: Request } | { id: number; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { id: NO_ID, message: `not JSON: ${line.slice(0, 100)}` };
  }
  const id = (json as { id?: unknown } | null)?.id;
  if (typeof json !== "object" || json === null || Array.isArray(json) || !Number.isSafeInteger(id))
    return { id: NO_ID, message: `a request is an object with an integer id, not ${line.slice(0, 100)}` };
  const parsed = requestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { id: id as number, message: `not a request: ${fieldPath(issue.path)}: ${issue.message}` };
  }
  return { id: id as number, request: parsed.data };
}

/** Serves requests until `stop` (answered, then the rest of the input is left unread) or the end of the input. */
export function serveAdapter(
  handler: AdapterHandler,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const answer = (response: object): void => void output.write(`${JSON.stringify(response)}\n`);
  let stopped = false;
  const lines = readLines(input, LONGEST_LINE, (line) => {
    if (stopped) return;
    if (line === undefined)
      return answer({ id: NO_ID, ok: false, error: { kind: "failed", message: `a request line is longer than ${LONGEST_LINE_TEXT}` } });
    if (line.trim() === "") return;
    const read = readRequest(line);
    const { id } = read;
    if ("message" in read) return answer({ id, ok: false, error: { kind: "failed", message: read.message } });
    const { request } = read;
    if (request.op === "hello") return answer({ id, ok: true, result: handler.declaration });
    if (request.op === "stop") {
      stopped = true;
      output.write(`${JSON.stringify({ id, ok: true })}\n`, () => lines.close());
      return;
    }
    try {
      const result = handler.handle(request);
      answer(result === undefined ? { id, ok: true } : { id, ok: true, result });
    } catch (error) {
      const kind = error instanceof AdapterRefusal ? error.kind : "failed";
      answer({ id, ok: false, error: { kind, message: error instanceof Error ? error.message : String(error) } });
    }
  });
  return lines.closed;
}
