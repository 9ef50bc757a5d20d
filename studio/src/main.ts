// The studio page: the editor with live diagnostics, the board of a game played from one seat,
// its account as the move list, and a quick simulation. All the Agon work happens in workers (worker.ts).
import { basicSetup, EditorView } from "codemirror";
import { setDiagnostics, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import { drawBoard } from "./board.js";
import { chromeLanguage, chromeText, type ChromeKey } from "./chrome-words.js";
import { drawComparison, drawStructure } from "./comparison.js";
import { agonLanguage } from "./agon-language.js";
import { defaultNames } from "../../src/cli/play-args.js";
import {
  agentChoiceOf,
  drawAgentControls,
  nameAgentSeats,
  drawOptionControls,
  optionValuesOf,
  setAgentChoice,
  setOptionValues,
} from "./play-controls.js";
import type { AgentKindInfo, BoardLayout, FromWorker, GameSettings, OptionControl, PlayState, ToWorker } from "./protocol.js";
import "./style.css";

/** How long typing may pause before the rules are checked again. */
const CHECK_DELAY_MS = 200;

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const ui = {
  file: byId<HTMLSelectElement>("file"),
  showFixtures: byId<HTMLInputElement>("show-fixtures"),
  save: byId<HTMLButtonElement>("save"),
  status: byId<HTMLElement>("status"),
  editor: byId<HTMLElement>("editor"),
  diagnostics: byId<HTMLElement>("diagnostics"),
  diagnosticCount: byId<HTMLElement>("diagnostic-count"),
  playForm: byId<HTMLFormElement>("play-form"),
  players: byId<HTMLInputElement>("players"),
  seat: byId<HTMLSelectElement>("seat"),
  lang: byId<HTMLSelectElement>("lang"),
  options: byId<HTMLFieldSetElement>("options"),
  agents: byId<HTMLFieldSetElement>("agents"),
  seed: byId<HTMLInputElement>("seed"),
  newGame: byId<HTMLButtonElement>("new-game"),
  saveGame: byId<HTMLButtonElement>("save-game"),
  loadGame: byId<HTMLInputElement>("load-game"),
  decision: byId<HTMLElement>("decision"),
  result: byId<HTMLElement>("result"),
  board: byId<HTMLElement>("board"),
  undo: byId<HTMLButtonElement>("undo"),
  branch: byId<HTMLButtonElement>("branch"),
  back: byId<HTMLButtonElement>("back"),
  forward: byId<HTMLButtonElement>("forward"),
  latest: byId<HTMLButtonElement>("latest"),
  step: byId<HTMLElement>("step"),
  account: byId<HTMLOListElement>("account"),
  simulateForm: byId<HTMLFormElement>("simulate-form"),
  games: byId<HTMLInputElement>("games"),
  simulate: byId<HTMLButtonElement>("simulate"),
  simulationStatus: byId<HTMLElement>("simulation-status"),
  report: byId<HTMLIFrameElement>("report"),
  structure: byId<HTMLElement>("structure"),
  compareForm: byId<HTMLFormElement>("compare-form"),
  baseFile: byId<HTMLElement>("base-file"),
  variantFile: byId<HTMLSelectElement>("variant-file"),
  variantOptions: byId<HTMLFieldSetElement>("variant-options"),
  compare: byId<HTMLButtonElement>("compare"),
  compareStatus: byId<HTMLElement>("compare-status"),
  comparison: byId<HTMLElement>("comparison"),
  baseReport: byId<HTMLIFrameElement>("base-report"),
  variantReport: byId<HTMLIFrameElement>("variant-report"),
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
let agentKinds: AgentKindInfo[] = [];
/** said beside the status: the file `?file=` asked for, which the project does not hold */
let missingFile: string | undefined;
type Ready = Extract<FromWorker, { type: "ready" }>;
let vocabularyArrived: (ready: Ready) => void = () => {};
const vocabulary = new Promise<Ready>((done) => (vocabularyArrived = done));
/** the options shown are this file's: redrawn only when another file (or game) is checked */
let optionsDrawnFor = "";
let optionsDrawn: OptionControl[] = [];
let diagnosticCounts = { errors: 0, warnings: 0 };
/** what the last check said: a new game shows it again, over an error of the last game */
let checkedStatus = "";
/** a loaded game's settings, set on the controls again once its file's options are drawn */
let loadedSettings: GameSettings | undefined;

/** Test fixtures: the project's games and variants come first, these behind a toggle. */
function isFixture(path: string): boolean {
  return path.startsWith("test/") || path.includes("/fixtures/");
}

let projectFiles: string[] = [];

function fillFileList(paths: string[]): void {
  projectFiles = paths;
  const shown = paths.filter((p) => ui.showFixtures.checked || !isFixture(p) || p === current);
  ui.file.replaceChildren(...shown.map((path) => new Option(path, path)));
  ui.file.value = current;
  fillVariants();
}

/** The variant to compare with the file shown: itself (with other options) or another rules file,
 *  one of its own variants first (`rules/variants/NAME-*.agon` for `rules/NAME.agon`). */
function fillVariants(): void {
  const own = current.replace(/^.*\//, "").replace(/\.agon$/, "");
  const rules = projectFiles.filter((p) => !isFixture(p) && p.startsWith("rules/"));
  const mine = rules.filter((p) => p !== current && p.replace(/^.*\//, "").startsWith(`${own}-`));
  const choices = [...new Set([...mine, current, ...rules])];
  const kept = ui.variantFile.value;
  ui.variantFile.replaceChildren(...choices.map((path) => new Option(path === current ? `${path} (the same file)` : path, path)));
  ui.variantFile.value = choices.includes(kept) && kept !== "" ? kept : (choices[0] ?? "");
  ui.baseFile.textContent = current;
}

async function loadProject(): Promise<void> {
  const listing = (await (await fetch("api/files")).json()) as { files: string[]; write: boolean; token?: string };
  writable = listing.write;
  saveToken = listing.token ?? "";
  const paths = listing.files.map((path) => path.split("/").map(encodeURIComponent).join("/"));
  const bodies = await Promise.all(paths.map(async (p) => (await fetch(`files/${p}`)).text()));
  listing.files.forEach((path, i) => texts.set(path, bodies[i]!));
  const files = Object.fromEntries(texts);
  send(checker, { type: "files", files });
  const wanted = new URLSearchParams(location.search).get("file");
  const first = listing.files.find((f) => f.startsWith("rules/")) ?? listing.files[0] ?? "";
  current = wanted && texts.has(wanted) ? wanted : first;
  fillFileList(listing.files);
  ui.showFixtures.addEventListener("change", () => fillFileList(listing.files));
  // a file asked for that the project does not hold is said so, not silently replaced
  if (wanted && !texts.has(wanted)) missingFile = `no file ${wanted} in this project: showing ${current}`;
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
  fillVariants();
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
  diagnosticCounts = { errors, warnings };
  ui.diagnosticCount.textContent = chromeText(pageLanguage(), "diagnostic-count", diagnosticCounts);
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
  if (playable && optionsDrawnFor !== `${current}\n${playable.title}`) {
    optionsDrawnFor = `${current}\n${playable.title}`;
    optionsDrawn = playable.options;
    drawOptions(false);
    if (loadedSettings) showSettings(loadedSettings);
  }
  ui.compare.disabled = !playable;
  ui.status.textContent = playable ? `${playable.title}: checks` : errors > 0 ? `${errors} error(s)` : "checks (no game to play)";
  if (missingFile) ui.status.textContent = `${missingFile}; ${ui.status.textContent}`;
  checkedStatus = ui.status.textContent;
}

/** The option controls (the game's and the variant's) in the page's language; `keep`: with the
 *  values set so far (another language), else at their defaults (another game). */
function drawOptions(keep: boolean): void {
  const [own, variant] = keep ? [optionValuesOf(ui.options), optionValuesOf(ui.variantOptions)] : [{}, {}];
  drawOptionControls(ui.options, optionsDrawn, pageLanguage());
  drawOptionControls(ui.variantOptions, optionsDrawn, pageLanguage(), "variant-options");
  setOptionValues(ui.options, own);
  setOptionValues(ui.variantOptions, variant);
}

/** Every `data-chrome` text of the page in `lang`, and the document's language. */
function translateChrome(page: Document, lang: string): void {
  for (const node of page.querySelectorAll<HTMLElement>("[data-chrome]"))
    node.textContent = chromeText(lang, node.dataset.chrome as ChromeKey);
  page.documentElement.lang = chromeLanguage(lang);
}

/** The language chosen for the game: its account, and the page's own words (chrome-words.ts). */
function pageLanguage(): string {
  return ui.lang.value || "en";
}

/** The seats as `agon play` names them in the language chosen (플레이어 1, … in Korean). */
function seatNames(): string[] {
  return defaultNames(Number(ui.players.value), pageLanguage());
}

function fillSeats(): void {
  const names = seatNames();
  const chosen = ui.seat.value;
  ui.seat.replaceChildren(...names.map((name, i) => new Option(name, String(i))));
  ui.seat.value = chosen !== "" && Number(chosen) < names.length ? chosen : "0";
  drawAgentControls(ui.agents, agentKinds, names, Number(ui.seat.value), pageLanguage());
}

/** The seat controls' names in the language chosen; the seat and the agents chosen stay. */
function nameSeats(): void {
  const names = seatNames();
  for (const option of ui.seat.options) option.text = names[Number(option.value)]!;
  nameAgentSeats(ui.agents, names);
}

/** The controls say how the game shown is played (a loaded game's players, seat, seed, agents, options). */
function showSettings(settings: GameSettings): void {
  ui.players.value = String(settings.players);
  fillSeats();
  ui.seat.value = String(settings.seat);
  fillSeats();
  ui.seed.value = String(settings.seed);
  ui.lang.value = settings.lang;
  translateChrome(document, pageLanguage());
  nameSeats();
  setOptionValues(ui.options, settings.options ?? {});
  settings.agents.forEach((agent, seat) => seat !== settings.seat && setAgentChoice(ui.agents, seat, agent, agentKinds));
}

function showState(next: PlayState): void {
  state = next;
  ui.saveGame.disabled = false;
  if (!layout) return;
  const lang = pageLanguage();
  drawBoard(ui.board, layout, next, lang);
  drawAccount(next);
  ui.step.textContent = chromeText(lang, "step", { step: next.step + 1, steps: next.steps });
  ui.back.disabled = next.step === 0;
  ui.forward.disabled = ui.latest.disabled = next.step === next.steps - 1;
  ui.undo.disabled = !next.canUndo;
  ui.branch.hidden = next.step === next.steps - 1;
  ui.decision.replaceChildren();
  if (next.pending) {
    const pending = next.pending;
    ui.decision.append(
      Object.assign(document.createElement("h3"), { textContent: chromeText(lang, "decision", { label: pending.label }) }),
    );
    pending.options.forEach((option, i) => ui.decision.append(optionButton(option.text, i)));
    if (pending.optional) ui.decision.append(optionButton(chromeText(lang, "none"), -1));
  } else if (next.step < next.steps - 1) {
    ui.decision.textContent = chromeText(lang, "looking-back");
  }
  ui.result.replaceChildren();
  if (next.result) {
    const { scores, winners } = next.result;
    const heading = Object.assign(document.createElement("h3"), {
      textContent: chromeText(lang, "game-over", { winners: winners.join(", ") }),
    });
    const list = document.createElement("ul");
    list.className = "scores";
    for (const [player, score] of Object.entries(scores))
      list.append(Object.assign(document.createElement("li"), { textContent: `${player}: ${score}` }));
    ui.result.append(heading, list);
  }
}

/** The account as the move list: a line told before the step shown is played, the step's own
 *  lines are marked, later ones dimmed; a click shows the position the line was told by. */
function drawAccount(next: PlayState): void {
  let mark: HTMLLIElement | undefined;
  const items = next.account.map((line) => {
    const item = document.createElement("li");
    item.textContent = line.text;
    item.dataset.step = String(line.step);
    item.className = line.step < next.step ? "past" : line.step === next.step ? "current" : "later";
    if (line.step <= next.step) mark = item;
    item.addEventListener("click", () => send(checker, { type: "show", step: line.step }));
    return item;
  });
  ui.account.replaceChildren(...items);
  (mark ?? ui.account.lastElementChild)?.scrollIntoView({ block: "nearest" });
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
      agentKinds = message.agentKinds;
      ui.lang.replaceChildren(...message.languages.map((lang) => new Option(lang, lang)));
      return vocabularyArrived(message);
    case "checked":
      return showDiagnostics(message);
    case "board":
      layout = message.layout;
      return;
    case "state":
      return showState(message.state);
    case "saved-game": {
      const link = Object.assign(document.createElement("a"), {
        href: URL.createObjectURL(new Blob([message.text], { type: "application/json" })),
        download: message.name,
      });
      link.click();
      URL.revokeObjectURL(link.href);
      ui.status.textContent = `saved the game as ${message.name}: agon replay ${message.name} plays it again`;
      return;
    }
    case "loaded-game":
      loadedSettings = message.settings;
      if (message.rules !== current) {
        current = message.rules;
        fillFileList(projectFiles);
        showFile(message.rules);
      }
      showSettings(message.settings);
      ui.status.textContent = `loaded a game of ${message.rules}`;
      return;
    case "failed":
      ui.status.textContent = message.message;
      return;
    case "progress":
    case "simulated":
    case "compared":
      return;
  }
});

/** What the simulator is doing: a simulation or a comparison (their answers go to their own places). */
let simulating: "simulate" | "compare" = "simulate";
let compared = { base: "", variant: "" };

simulator.addEventListener("message", (event: MessageEvent<FromWorker>) => {
  const message = event.data;
  const status = simulating === "compare" ? ui.compareStatus : ui.simulationStatus;
  if (message.type === "progress") status.textContent = `${message.part ? `${message.part}: ` : ""}${message.done} of ${message.of} games…`;
  else if (message.type === "simulated") {
    ui.simulationStatus.textContent = `${message.games} games played`;
    ui.report.srcdoc = message.report;
    drawStructure(ui.structure, message.structure);
    ui.simulate.disabled = false;
  } else if (message.type === "compared") {
    ui.compareStatus.textContent = `${message.comparison.games} games each compared`;
    drawComparison(ui.comparison, message.comparison, compared.base, compared.variant);
    ui.baseReport.srcdoc = message.reports[0];
    ui.variantReport.srcdoc = message.reports[1];
    ui.compare.disabled = false;
  } else if (message.type === "failed") {
    status.textContent = message.message;
    ui.simulate.disabled = false;
    ui.compare.disabled = false;
  }
});

ui.file.addEventListener("change", () => showFile(ui.file.value));
ui.players.addEventListener("change", fillSeats);
ui.seat.addEventListener("change", fillSeats);
ui.playForm.addEventListener("submit", (event) => {
  event.preventDefault();
  loadedSettings = undefined;
  ui.status.textContent = checkedStatus;
  send(checker, {
    type: "start",
    players: Number(ui.players.value),
    seat: Number(ui.seat.value),
    seed: Number(ui.seed.value) || 1,
    agents: Array.from({ length: Number(ui.players.value) }, (_, seat) => agentChoiceOf(ui.agents, seat, agentKinds)),
    options: optionValuesOf(ui.options),
    lang: ui.lang.value,
  });
});
ui.lang.addEventListener("change", () => {
  translateChrome(document, pageLanguage());
  ui.diagnosticCount.textContent = chromeText(pageLanguage(), "diagnostic-count", diagnosticCounts);
  drawOptions(true);
  nameSeats();
  if (state) send(checker, { type: "language", lang: ui.lang.value, step: state.step });
});
ui.saveGame.addEventListener("click", () => send(checker, { type: "save-game" }));
ui.loadGame.addEventListener("change", async () => {
  const file = ui.loadGame.files?.[0];
  if (!file) return;
  send(checker, { type: "load-game", name: file.name, text: await file.text() });
  ui.loadGame.value = "";
});
ui.undo.addEventListener("click", () => send(checker, { type: "undo" }));
ui.branch.addEventListener("click", () => state && send(checker, { type: "branch", step: state.step }));
ui.back.addEventListener("click", () => state && send(checker, { type: "show", step: state.step - 1 }));
ui.forward.addEventListener("click", () => state && send(checker, { type: "show", step: state.step + 1 }));
ui.latest.addEventListener("click", () => state && send(checker, { type: "show", step: state.steps - 1 }));
ui.simulateForm.addEventListener("submit", (event) => {
  event.preventDefault();
  ui.simulate.disabled = true;
  simulating = "simulate";
  ui.simulationStatus.textContent = "starting…";
  send(simulator, { type: "files", files: Object.fromEntries(texts) });
  send(simulator, { type: "check", path: current, text: texts.get(current) ?? "" });
  send(simulator, {
    type: "simulate",
    path: current,
    players: Number(ui.players.value),
    games: Number(ui.games.value) || 1,
    seed: Number(ui.seed.value) || 1,
    options: optionValuesOf(ui.options),
  });
});
ui.compareForm.addEventListener("submit", (event) => {
  event.preventDefault();
  ui.compare.disabled = true;
  simulating = "compare";
  ui.compareStatus.textContent = "starting…";
  compared = { base: current, variant: ui.variantFile.value };
  send(simulator, { type: "files", files: Object.fromEntries(texts) });
  send(simulator, {
    type: "compare",
    base: { path: current, options: optionValuesOf(ui.options) },
    variant: { path: ui.variantFile.value, options: optionValuesOf(ui.variantOptions) },
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
  .then(([words]) => {
    fillSeats();
    openEditor(words.keywords, words.reserved);
  })
  .catch((error: unknown) => {
    ui.status.textContent = `cannot load the project: ${String(error)}`;
  });
