// The controls a game is started with, drawn from what the worker reports: one per option the game
// declares (`agon options`), and per other seat an agent of the agent registry with its settings.
import type { AgentKindInfo, OptionControl, OptionValues } from "./protocol.js";
import { chromeText, type ChromeKey } from "./chrome-words.js";

/** A legend whose words follow the page's language (`translateChrome`). */
function chromeLegend(lang: string, ...keys: ChromeKey[]): HTMLLegendElement {
  const legend = document.createElement("legend");
  for (const key of keys) {
    const span = Object.assign(document.createElement("span"), { textContent: chromeText(lang, key) });
    span.dataset.chrome = key;
    legend.append(span);
  }
  return legend;
}

function labelled(text: string, control: HTMLElement, title?: string): HTMLLabelElement {
  const label = document.createElement("label");
  label.append(`${text} `, control);
  if (title) label.title = title;
  return label;
}

/** An option's control, its values named in `lang` where the rules name them. */
function optionInput(option: OptionControl, lang: string): HTMLInputElement | HTMLSelectElement {
  if (option.values.length > 0 || option.type === "bool") {
    const select = document.createElement("select");
    const values = option.values.length > 0 ? option.values : ["true", "false"];
    select.append(...values.map((v) => new Option(option.valueNames[v]?.[lang] ?? v, v)));
    select.value = String(option.default);
    return select;
  }
  const input = document.createElement("input");
  if (option.type === "int") {
    input.type = "number";
    if (option.min !== undefined) input.min = String(option.min);
    if (option.max !== undefined) input.max = String(option.max);
  }
  input.value = String(option.default);
  return input;
}

export function drawOptionControls(
  root: HTMLFieldSetElement,
  options: readonly OptionControl[],
  lang: string,
  title: ChromeKey = "options",
): void {
  root.replaceChildren(options.length === 0 ? chromeLegend(lang, title, "declares-none") : chromeLegend(lang, title));
  for (const option of options) {
    const input = optionInput(option, lang);
    input.dataset.option = option.name;
    input.dataset.default = String(option.default);
    input.dataset.type = option.type ?? (option.values.length > 0 ? "enum" : "text");
    root.append(labelled(option.names[lang] ?? option.name, input, option.description));
  }
}

/** The options as `--option NAME=VALUE` gives them, each read by its declared type: only those set
 *  off their defaults, so that a variant's own `set` holds where the page leaves an option alone. */
export function optionValuesOf(root: HTMLFieldSetElement): OptionValues {
  const values: OptionValues = {};
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
    if (input.value === input.dataset.default) continue;
    const type = input.dataset.type;
    values[input.dataset.option!] = type === "int" ? Number(input.value) : type === "bool" ? input.value === "true" : input.value;
  }
  return values;
}

/** Sets the controls to `values` (an option not named goes back to its default). */
export function setOptionValues(root: HTMLFieldSetElement, values: OptionValues): void {
  for (const input of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
    const name = input.dataset.option!;
    input.value = Object.hasOwn(values, name) ? String(values[name]) : input.dataset.default!;
  }
}

function settingInput(setting: AgentKindInfo["settings"][number]): HTMLInputElement | HTMLSelectElement {
  if (setting.values === "count") {
    const input = document.createElement("input");
    input.type = "number";
    input.min = "0";
    input.value = String(setting.default);
    return input;
  }
  const select = document.createElement("select");
  select.append(...setting.values.map((v) => new Option(v, v)));
  select.value = String(setting.default);
  return select;
}

function seatAgentControl(seat: number, name: string, kinds: readonly AgentKindInfo[], previous?: HTMLElement): HTMLElement {
  const box = document.createElement("div");
  box.className = "seat-agent";
  box.dataset.seat = String(seat);
  const kind = document.createElement("select");
  kind.className = "agent-kind";
  kind.append(...kinds.map((k) => Object.assign(new Option(k.kind, k.kind), { title: k.description })));
  const previousKind = previous?.querySelector<HTMLSelectElement>(".agent-kind")?.value;
  kind.value = previousKind ?? "random";
  const settings = document.createElement("span");
  settings.className = "agent-settings";
  const drawSettings = () => {
    const info = kinds.find((k) => k.kind === kind.value);
    settings.replaceChildren(
      ...(info?.settings ?? []).map((s) => {
        const input = settingInput(s);
        input.dataset.setting = s.name;
        return labelled(s.name, input, s.description);
      }),
    );
  };
  kind.addEventListener("change", drawSettings);
  drawSettings();
  box.append(labelled(name, kind), settings);
  return box;
}

/** One agent control per seat but the designer's; a seat's choice stays when the count changes. */
export function drawAgentControls(
  root: HTMLFieldSetElement,
  kinds: readonly AgentKindInfo[],
  names: readonly string[],
  own: number,
  lang: string,
): void {
  const previous = new Map([...root.querySelectorAll<HTMLElement>(".seat-agent")].map((box) => [Number(box.dataset.seat), box]));
  const legend = chromeLegend(lang, "agents");
  const boxes = names
    .map((name, seat) => ({ name, seat }))
    .filter(({ seat }) => seat !== own)
    .map(({ name, seat }) => seatAgentControl(seat, name, kinds, previous.get(seat)));
  root.replaceChildren(legend, ...boxes);
}

/** Names the seats of the agent controls anew (another language), keeping each seat's agent and settings. */
export function nameAgentSeats(root: HTMLFieldSetElement, names: readonly string[]): void {
  for (const box of root.querySelectorAll<HTMLElement>(".seat-agent")) {
    const label = box.querySelector("label");
    if (label?.firstChild) label.firstChild.textContent = `${names[Number(box.dataset.seat)]} `;
  }
}

/** A seat's agent as the command line names it: `ismcts:iterations=50:rollout=heuristic` (a count
 *  setting left at 0 is not given, so that its default holds). */
export function agentChoiceOf(root: HTMLFieldSetElement, seat: number, kinds: readonly AgentKindInfo[]): string {
  const box = root.querySelector<HTMLElement>(`.seat-agent[data-seat="${seat}"]`);
  if (!box) return "random";
  const kind = box.querySelector<HTMLSelectElement>(".agent-kind")!.value;
  const info = kinds.find((k) => k.kind === kind);
  const parts = [kind];
  for (const input of box.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-setting]")) {
    const spec = info?.settings.find((s) => s.name === input.dataset.setting);
    if (spec?.values === "count" && !(Number(input.value) > 0)) continue;
    parts.push(`${input.dataset.setting}=${input.value}`);
  }
  return parts.join(":");
}

/** Sets a seat's control to an agent as the command line names it (`ismcts:iterations=50`). */
export function setAgentChoice(root: HTMLFieldSetElement, seat: number, agent: string, kinds: readonly AgentKindInfo[]): void {
  const box = root.querySelector<HTMLElement>(`.seat-agent[data-seat="${seat}"]`);
  if (!box) return;
  const [kindName, ...settings] = agent.split(":");
  const kind = box.querySelector<HTMLSelectElement>(".agent-kind")!;
  if (!kinds.some((k) => k.kind === kindName)) return;
  kind.value = kindName!;
  kind.dispatchEvent(new Event("change"));
  for (const setting of settings) {
    const [name, value] = setting.split("=");
    const input = box.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-setting="${name}"]`);
    if (input && value !== undefined) input.value = value;
  }
}
