// The lines of a stream, as readline gives them, but none longer than a limit: a line past it is
// reported once as too long and its text dropped up to its end, so that an input without line
// ends is never held in memory.
import { StringDecoder } from "node:string_decoder";

export interface LineReader {
  /** stops reading: the rest of the input is left unread */
  close(): void;
  /** settles when the input has ended or the reader was closed */
  closed: Promise<void>;
}

/** Calls `onLine` with each line (without its `\n` or `\r\n`), or with undefined for a line too long. */
export function readLines(input: NodeJS.ReadableStream, longest: number, onLine: (line: string | undefined) => void): LineReader {
  const decoder = new StringDecoder("utf8");
  let buffered = "";
  let dropping = false;
  let finish: () => void = () => {};
  const closed = new Promise<void>((done) => (finish = done));
  let open = true;
  const line = (text: string) => onLine(text.endsWith("\r") ? text.slice(0, -1) : text);
  const onData = (chunk: Buffer | string) => {
    let text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    while (open) {
      const at = text.indexOf("\n");
      if (at < 0) break;
      if (dropping) dropping = false;
      else if (buffered.length + at > longest) onLine(undefined);
      else line(buffered + text.slice(0, at));
      buffered = "";
      text = text.slice(at + 1);
    }
    if (!open || dropping) return;
    buffered += text;
    if (buffered.length > longest) {
      buffered = "";
      dropping = true;
      onLine(undefined);
    }
  };
  const close = () => {
    if (!open) return;
    open = false;
    input.removeListener("data", onData);
    input.removeListener("end", onEnd);
    input.pause();
    finish();
  };
  const onEnd = () => {
    const rest = buffered + decoder.end();
    if (!dropping && rest !== "") line(rest);
    close();
  };
  input.on("data", onData);
  input.on("end", onEnd);
  return { close, closed };
}
