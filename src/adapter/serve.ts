// The adapter side of the protocol, for adapters written in TypeScript (Agon's own, and those of
// the hand-written engines in bench/): reads one request per line from stdin, answers each on
// stdout, and turns what the engine throws into a refusal the conformance side understands.
import { createInterface } from "node:readline";
import type { Declaration, Refusal, Request } from "./protocol.js";

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

export function serveAdapter(
  handler: AdapterHandler,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  const answer = (response: object): void => void output.write(`${JSON.stringify(response)}\n`);
  return new Promise((resolve) => {
    lines.on("line", (line) => {
      if (line.trim() === "") return;
      let request: Request & { id: number };
      try {
        request = JSON.parse(line) as Request & { id: number };
      } catch {
        answer({ id: -1, ok: false, error: { kind: "failed", message: `not JSON: ${line.slice(0, 100)}` } });
        return;
      }
      const { id } = request;
      if (request.op === "hello") return answer({ id, ok: true, result: handler.declaration });
      if (request.op === "stop") {
        answer({ id, ok: true });
        lines.close();
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
    lines.on("close", resolve);
  });
}
