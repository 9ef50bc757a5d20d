// The studio page: the editor with live diagnostics, the board of a game played from one seat,
// its log, and a quick simulation. All the Agon work happens in workers (worker.ts).
import { basicSetup, EditorView } from "codemirror";
import { setDiagnostics, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import { drawBoard } from "./board.js";
import { agonLanguage } from "./agon-language.js";
import type { BoardLayout, FromWorker, PlayState, ToWorker } from "./protocol.js";
import "./style.css";

/** How long typing may pause before the rules are checked again. */
const CHECK_DELAY_MS = 200;

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const ui = {
  file: byId<HTMLSelectElement>("file"),
  save: byId<HTMLButtonElement>("save"),
  status: byId<HTMLElement>("status"),
  editor: byId<HTMLElement>("editor"),
  diagnostics: byId<HTMLElement>("diagnostics"),
  diagnosticCount: byId<HTMLElement>("diagnostic-count"),
  playForm: byId<HTMLFormElement>("play-form"),
  players: byId<HTMLInputElement>("players"),
  seat: byId<HTMLSelectElement>("seat"),
  agents: byId<HTMLSelectElement>("agents"),
  ismctsSettings: byId<HTMLFieldSetElement>("ismcts-settings"),
  ismctsIterations: byId<HTMLInputElement>("ismcts-iterations"),
  ismctsRollout: byId<HTMLSelectElement>("ismcts-rollout"),
  seed: byId<HTMLInputElement>("seed"),
  newGame: byId<HTMLButtonElement>("new-game"),
  decision: byId<HTMLElement>("decision"),
  result: byId<HTMLElement>("result"),
  board: byId<HTMLElement>("board"),
  back: byId<HTMLButtonElement>("back"),
  forward: byId<HTMLButtonElement>("forward"),
  latest: byId<HTMLButtonElement>("latest"),
  step: byId<HTMLElement>("step"),
  log: byId<HTMLOListElement>("log"),
  simulateForm: byId<HTMLFormElement>("simulate-form"),
  games: byId<HTMLInputElement>("games"),
  simulate: byId<HTMLButtonElement>("simulate"),
  simulationStatus: byId<HTMLElement>("simulation-status"),
  report: byId<HTMLIFrameElement>("report"),
};

function newWorker(): Worker {
  return new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
}
const checker = newWorker();
const simulator = newWorker();
const send = (worker: Worker, message: ToWorker): void => worker.postMessage(message);

const texts = new Map<string, string>();
let writable = false;
/** the session's token, sent back with every save (the server refuses a write without it) */
let saveToken = "";
let current = "";
let editor: EditorView | undefined;
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let layout: BoardLayout | undefined;
let state: PlayState | undefined;
let vocabularyArrived: (words: { keywords: string[]; reserved: string[] }) => void = () => {};
const vocabulary = new Promise<{ keywords: string[]; reserved: string[] }>((done) => (vocabularyArrived = done));

async function loadProject(): Promise<void> {
  const listing = (await (await fetch("api/files")).json()) as { files: string[]; write: boolean; token?: string };
  writable = listing.write;
  saveToken = listing.token ?? "";
  const paths = listing.files.map((path) => path.split("/").map(encodeURIComponent).join("/"));
  const bodies = await Promise.all(paths.map(async (p) => (await fetch(`files/${p}`)).text()));
  listing.files.forEach((path, i) => texts.set(path, bodies[i]!));
  const files = Object.fromEntries(texts);
  send(checker, { type: "files", files });
  for (const path of listing.files) ui.file.append(new Option(path, path));
  const wanted = new URLSearchParams(location.search).get("file");
  current = wanted && texts.has(wanted) ? wanted : (listing.files.find((f) => f.startsWith("rules/")) ?? listing.files[0] ?? "");
  ui.file.value = current;
}

function scheduleCheck(): void {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => {
    ui.status.textContent = "checking…";
    send(checker, { type: "check", path: current, text: texts.get(current) ?? "" });
  }, CHECK_DELAY_MS);
}

function openEditor(keywords: string[], reserved: string[]): void {
  editor = new EditorView({
    parent: ui.editor,
    doc: texts.get(current) ?? "",
    extensions: [
      basicSetup,
      agonLanguage(keywords, reserved),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        texts.set(current, update.state.doc.toString());
        scheduleCheck();
      }),
    ],
  });
  scheduleCheck();
}

function showFile(path: string): void {
  current = path;
  editor?.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: texts.get(path) ?? "" } });
  scheduleCheck();
}

function showDiagnostics(message: Extract<FromWorker, { type: "checked" }>): void {
  if (message.path !== current || !editor) return;
  const length = editor.state.doc.length;
  const marks: LintDiagnostic[] = message.diagnostics.map((d) => ({
    from: Math.min(d.from, length),
    to: Math.min(Math.max(d.to, d.from), length),
    severity: d.severity,
    source: d.code,
    message: d.inEditedFile ? d.message : d.rendered,
  }));
  editor.dispatch(setDiagnostics(editor.state, marks));
  const errors = message.diagnostics.filter((d) => d.severity === "error").length;
  const warnings = message.diagnostics.length - errors;
  ui.diagnosticCount.textContent = `${errors} error(s), ${warnings} warning(s)`;
  ui.diagnostics.textContent = message.diagnostics.map((d) => d.rendered).join("\n");
  ui.diagnostics.dataset.count = String(message.diagnostics.length);
  const playable = message.playable;
  ui.newGame.disabled = !playable;
  ui.simulate.disabled = !playable;
  ui.save.disabled = !writable;
  if (playable) {
    ui.players.min = String(playable.minPlayers);
    ui.players.max = String(playable.maxPlayers);
    const n = Math.min(playable.maxPlayers, Math.max(playable.minPlayers, Number(ui.players.value) || playable.minPlayers));
    ui.players.value = String(n);
    fillSeats();
  }
  ui.status.textContent = playable ? `${playable.title}: checks` : errors > 0 ? `${errors} error(s)` : "checks (no game to play)";
}

function fillSeats(): void {
  const n = Number(ui.players.value);
  const chosen = ui.seat.value;
  ui.seat.replaceChildren(...Array.from({ length: n }, (_, i) => new Option(`Player ${i + 1}`, String(i))));
  ui.seat.value = chosen !== "" && Number(chosen) < n ? chosen : "0";
}

function showState(next: PlayState): void {
  state = next;
  if (!layout) return;
  drawBoard(ui.board, layout, next);
  ui.log.replaceChildren(...next.log.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  ui.log.lastElementChild?.scrollIntoView({ block: "nearest" });
  ui.step.textContent = `step ${next.step + 1} of ${next.steps}`;
  ui.back.disabled = next.step === 0;
  ui.forward.disabled = ui.latest.disabled = next.step === next.steps - 1;
  ui.decision.replaceChildren();
  if (next.pending) {
    const pending = next.pending;
    ui.decision.append(Object.assign(document.createElement("h3"), { textContent: `Your decision: ${pending.label}` }));
    pending.options.forEach((option, i) => ui.decision.append(optionButton(option.text, i)));
    if (pending.optional) ui.decision.append(optionButton("none", -1));
  } else if (next.step < next.steps - 1) {
    ui.decision.textContent = "Looking back: go to the latest step to play on.";
  }
  ui.result.replaceChildren();
  if (next.result) {
    const { scores, winners } = next.result;
    const heading = Object.assign(document.createElement("h3"), { textContent: `Game over: ${winners.join(", ")} won` });
    const list = document.createElement("ul");
    list.className = "scores";
    for (const [player, score] of Object.entries(scores))
      list.append(Object.assign(document.createElement("li"), { textContent: `${player}: ${score}` }));
    ui.result.append(heading, list);
  }
}

function optionButton(text: string, option: number): HTMLButtonElement {
  const button = Object.assign(document.createElement("button"), { type: "button", textContent: text, className: "option" });
  button.addEventListener("click", () => {
    for (const b of ui.decision.querySelectorAll("button")) b.disabled = true;
    send(checker, { type: "choose", option });
  });
  return button;
}

checker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
  const message = event.data;
  switch (message.type) {
    case "ready":
      return vocabularyArrived(message);
    case "checked":
      return showDiagnostics(message);
    case "board":
      layout = message.layout;
      return;
    case "state":
      return showState(message.state);
    case "failed":
      ui.status.textContent = message.message;
      return;
    case "progress":
    case "simulated":
      return;
  }
});

simulator.addEventListener("message", (event: MessageEvent<FromWorker>) => {
  const message = event.data;
  if (message.type === "progress") ui.simulationStatus.textContent = `${message.done} of ${message.of} games…`;
  else if (message.type === "simulated") {
    ui.simulationStatus.textContent = `${message.games} games played`;
    ui.report.srcdoc = message.report;
    ui.simulate.disabled = false;
  } else if (message.type === "failed") {
    ui.simulationStatus.textContent = message.message;
    ui.simulate.disabled = false;
  }
});

ui.file.addEventListener("change", () => showFile(ui.file.value));
ui.players.addEventListener("change", fillSeats);
ui.playForm.addEventListener("submit", (event) => {
  event.preventDefault();
  send(checker, {
    type: "start",
    players: Number(ui.players.value),
    seat: Number(ui.seat.value),
    seed: Number(ui.seed.value) || 1,
    agent: agentChoice(),
  });
});

/** The other seats' agent as the command line names it: `ismcts:iterations=50:rollout=heuristic`. */
function agentChoice(): string {
  if (ui.agents.value !== "ismcts") return ui.agents.value;
  const iterations = Math.max(1, Math.round(Number(ui.ismctsIterations.value) || 1));
  return `ismcts:iterations=${iterations}:rollout=${ui.ismctsRollout.value}`;
}

ui.agents.addEventListener("change", () => {
  ui.ismctsSettings.hidden = ui.agents.value !== "ismcts";
});
ui.back.addEventListener("click", () => state && send(checker, { type: "show", step: state.step - 1 }));
ui.forward.addEventListener("click", () => state && send(checker, { type: "show", step: state.step + 1 }));
ui.latest.addEventListener("click", () => state && send(checker, { type: "show", step: state.steps - 1 }));
ui.simulateForm.addEventListener("submit", (event) => {
  event.preventDefault();
  ui.simulate.disabled = true;
  ui.simulationStatus.textContent = "starting…";
  send(simulator, { type: "files", files: Object.fromEntries(texts) });
  send(simulator, { type: "check", path: current, text: texts.get(current) ?? "" });
  send(simulator, {
    type: "simulate",
    path: current,
    players: Number(ui.players.value),
    games: Number(ui.games.value) || 1,
    seed: Number(ui.seed.value) || 1,
  });
});
ui.save.addEventListener("click", async () => {
  const path = current.split("/").map(encodeURIComponent).join("/");
  const answer = await fetch(`files/${path}`, {
    method: "PUT",
    body: texts.get(current) ?? "",
    headers: { "content-type": "text/plain", "x-agon-token": saveToken },
  });
  ui.status.textContent = answer.ok ? `saved ${current}` : `not saved: ${(await answer.text()).trim()}`;
});

Promise.all([vocabulary, loadProject()])
  .then(([words]) => openEditor(words.keywords, words.reserved))
  .catch((error: unknown) => {
    ui.status.textContent = `cannot load the project: ${String(error)}`;
  });
