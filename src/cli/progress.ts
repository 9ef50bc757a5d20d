// A progress bar with rate and time left, on a terminal only: a pipe or a file gets nothing.
import { SingleBar } from "cli-progress";
import { EXIT_INTERRUPTED } from "./errors.js";

export interface Progress {
  update(done: number): void;
  stop(): void;
}

export function progressBar(total: number, label: string, unit: string, rateDecimals = 0): Progress {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const started = Date.now();
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {rate} ${unit}/s | {eta_formatted} left`,
    stream: process.stderr,
    hideCursor: true,
    etaBuffer: 50,
  });
  // The bar hides the cursor and turns line wrapping off; Ctrl-C must give both back. The handler
  // is in place before the bar is drawn: a signal that came first would end the process as it is.
  const interrupted = (): void => {
    bar.stop();
    process.exit(EXIT_INTERRUPTED);
  };
  process.once("SIGINT", interrupted);
  bar.start(total, 0, { rate: "0" });
  return {
    update(done) {
      const seconds = (Date.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? (done / seconds).toFixed(rateDecimals) : "0" });
    },
    stop: () => {
      process.off("SIGINT", interrupted);
      bar.stop();
    },
  };
}
