// A synchronous line channel to a child process. The conformance steps call the Match API
// synchronously, while a child's pipes are asynchronous; so a worker thread owns the child and
// its pipes, and the calling thread sleeps in Atomics.wait until the worker has the answer line
// (then takes it with receiveMessageOnPort). A child that dies, or says nothing within the
// timeout, ends the wait with a clear error instead of a hang.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { LONGEST_LINE, LONGEST_LINE_TEXT } from "./protocol.js";

/** The worker, as plain JavaScript (an eval'd worker needs no file, in the bundle or under ts-node). */
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { spawn } = require("node:child_process");
const { command, cwd, port, shared, longest } = workerData;
const flag = new Int32Array(shared);
const post = (message) => { port.postMessage(message); Atomics.store(flag, 0, 1); Atomics.notify(flag, 0); };
let stderr = "";
let buffered = "";
// its own process group, so that the shell and the adapter it starts are stopped together
const child = spawn(command, { cwd, shell: true, detached: true, stdio: ["pipe", "pipe", "pipe"] });
const kill = () => { try { process.kill(-child.pid, "SIGKILL"); } catch {} };
child.stdout.setEncoding("utf8");
child.stderr.setEncoding("utf8");
child.stderr.on("data", (text) => { stderr = (stderr + text).slice(-2000); });
child.stdout.on("data", (text) => {
  // only the new text is searched for a line end: searching the text held so far flattens it
  // again per chunk (16 s for a 16 MiB line, 0.9 s this way)
  for (let at = text.indexOf("\\n"); at >= 0; at = text.indexOf("\\n")) {
    const line = (buffered + text.slice(0, at)).replace(/\\r$/, "");
    buffered = "";
    text = text.slice(at + 1);
    if (line.trim() !== "") post({ line });
  }
  buffered += text;
  // a line without end is not held until the timeout: the child is stopped once it is too long
  if (buffered.length > longest) {
    buffered = "";
    post({ tooLong: true });
    kill();
  }
});
child.on("error", (error) => post({ exit: { error: error.message, stderr } }));
child.on("exit", (code, signal) => post({ exit: { code, signal, stderr } }));
child.stdin.on("error", () => {});
port.on("message", (message) => {
  if (message.kill) { kill(); port.close(); return; }
  child.stdin.write(message.line + "\\n");
});
post({ pid: child.pid });
`;

export class ChannelError extends Error {}

type WorkerMessage =
  | { pid: number }
  | { line: string }
  | { tooLong: true }
  | { exit: { code?: number | null; signal?: string | null; error?: string; stderr: string } };

export class SyncChannel {
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private closed = false;
  private pid?: number;
  private answered = 0;

  constructor(
    readonly command: string,
    cwd: string,
    private readonly timeoutMs: number,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { command, cwd, port: port2, shared: this.flag.buffer, longest: LONGEST_LINE },
      transferList: [port2],
    });
    // neither the thread nor the port keeps the process alive: close() ends them, exit kills the child
    this.worker.unref();
    this.port.unref();
    process.once("exit", () => this.close());
  }

  /** The next message of the worker, waiting at most `timeoutMs` for it. */
  private next(doing: string, timeoutMs = this.timeoutMs): WorkerMessage {
    for (;;) {
      const queued = receiveMessageOnPort(this.port);
      if (queued) {
        // another message may already be behind this one: keep the flag up for it
        return queued.message as WorkerMessage;
      }
      Atomics.store(this.flag, 0, 0);
      const again = receiveMessageOnPort(this.port);
      if (again) return again.message as WorkerMessage;
      if (Atomics.wait(this.flag, 0, 0, timeoutMs) === "timed-out" && !receiveMessageOnPort(this.port)) {
        this.close();
        throw new ChannelError(`\`${this.command}\` gave no answer within ${timeoutMs / 1000} s (${doing}); it was stopped`);
      }
    }
  }

  /** Sends one line and returns the next line the child writes; the first request, which waits
   *  for the adapter to start, may take three times as long as the others. */
  request(line: string, doing: string): string {
    if (this.closed) throw new ChannelError(`\`${this.command}\` is no longer running`);
    this.port.postMessage({ line });
    const timeout = this.answered++ === 0 ? 3 * this.timeoutMs : this.timeoutMs;
    for (;;) {
      const message = this.next(doing, timeout);
      if ("line" in message) return message.line;
      if ("tooLong" in message) {
        this.close();
        throw new ChannelError(
          `\`${this.command}\` wrote a line longer than ${LONGEST_LINE_TEXT} (${doing}); an answer is one line of JSON: it was stopped`,
        );
      }
      if ("pid" in message) {
        this.pid = message.pid;
        continue;
      }
      this.closed = true;
      const { code, signal, error, stderr } = message.exit;
      const how = error !== undefined ? `could not start: ${error}` : signal ? `was killed by ${signal}` : `exited with code ${code}`;
      const said = stderr.trim() === "" ? "" : `; its last words on stderr: ${stderr.trim().split("\n").slice(-3).join(" / ")}`;
      this.worker.terminate();
      throw new ChannelError(`\`${this.command}\` ${how} (${doing})${said}`);
    }
  }

  get alive(): boolean {
    return !this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.pid !== undefined) {
      try {
        process.kill(-this.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    this.port.postMessage({ kill: true });
    this.worker.terminate();
  }
}
