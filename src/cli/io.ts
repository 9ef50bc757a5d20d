// Where a command writes. Commands never touch process.stdout directly, so tests can run them
// in-process with captured output and the real binary wires them to the terminal.
import { Writable } from "node:stream";

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** ANSI colour is allowed on the stream (a terminal, and NO_COLOR unset) */
  stdoutColour: boolean;
  stderrColour: boolean;
  /** the directory relative paths are resolved from (the project root for `conform`) */
  cwd: string;
}

/** https://no-color.org: any non-empty NO_COLOR turns colour off. */
export function colourAllowed(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return isTTY === true;
}

export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    stdoutColour: colourAllowed(process.stdout.isTTY, process.env),
    stderrColour: colourAllowed(process.stderr.isTTY, process.env),
    cwd: process.cwd(),
  };
}

/** A stream view of a write function, for libraries (Cucumber) that want a Writable. */
export function writableOf(write: (text: string) => void): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      write(typeof chunk === "string" ? chunk : chunk.toString("utf8"));
      done();
    },
  });
}
