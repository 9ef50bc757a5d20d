// reports/conformance.html: one self-contained page (inline CSS, no script, nothing fetched) with
// a section per game: the coverage figures, then every rule ID with its summary, its status per
// language and the scenarios that cover it; then the divergences and their scenarios per reading.
import {
  percent,
  languageOf,
  type CoverageFigure,
  type GameCoverage,
  type RuleCoverage,
  type RuleStatus,
  type ScenarioRun,
} from "./report-model.js";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", ko: "Korean (한국어)" };

const languageName = (code: string): string => LANGUAGE_NAMES[code] ?? code;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const STATUS_LABEL: Record<RuleStatus, string> = {
  ok: "passing",
  failing: "FAILING",
  undefined: "UNDEFINED steps",
  skipped: "skipped",
  uncovered: "UNCOVERED",
};

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans KR","Noto Sans CJK KR",sans-serif;margin:2rem auto;max-width:1150px;padding:0 1rem;color:#1d2430}
h1{font-size:1.6rem;margin:0 0 .3rem}h2{font-size:1.3rem;margin:2.2rem 0 .4rem;border-bottom:2px solid #1d2430}
h3{font-size:1.05rem;margin:1.4rem 0 .4rem}.meta{color:#5a6372}
.figures{display:flex;flex-wrap:wrap;gap:.6rem;margin:.6rem 0 1rem}
.figure{border:1px solid #cfd5de;border-radius:6px;padding:.4rem .8rem;background:#f6f8fb}
.figure b{font-size:1.25rem}.figure.full{border-color:#2e7d32;background:#edf7ee}.figure.short{border-color:#c62828;background:#fdecec}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e1e5eb;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f5;font-weight:600;position:sticky;top:0}
td.id{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap;font-weight:600}
.st{display:inline-block;border-radius:4px;padding:0 .4rem;font-size:.8rem;font-weight:600;white-space:nowrap}
.st-ok,.st-passed{background:#d7f0d9;color:#1b5e20}.st-failing,.st-failed{background:#c62828;color:#fff}
.st-skipped,.st-undefined{background:#fff1c2;color:#7a5b00}.st-uncovered{background:#fde0e0;color:#b71c1c;border:1px dashed #b71c1c}
tr.uncovered td{background:#fff6f6}tr.failing td{background:#fdecec}
ul.sc{list-style:none;margin:0;padding:0}ul.sc li{margin:.1rem 0}
.where{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.8rem;color:#5a6372}
.lang{font-size:.75rem;border:1px solid #9aa4b2;border-radius:3px;padding:0 .25rem;color:#3d4654}
.alert{border-left:4px solid #c62828;background:#fdecec;padding:.4rem .8rem;margin:.5rem 0}
`;

function badge(status: string, label = status): string {
  return `<span class="st st-${escapeHtml(status)}">${escapeHtml(label)}</span>`;
}

function figureBox(label: string, f: CoverageFigure): string {
  const full = f.total > 0 && f.covered === f.total && f.passing === f.total;
  return (
    `<div class="figure ${full ? "full" : "short"}">${escapeHtml(label)}: <b>${percent(f.covered, f.total)}</b> covered ` +
    `(${f.covered}/${f.total} rule IDs), ${f.passing}/${f.total} all passing</div>`
  );
}

/** Text in another language than the page's (English), marked with its language code. */
function inLanguage(lang: string, text: string): string {
  return lang === "en" ? escapeHtml(text) : `<span lang="${escapeHtml(lang)}">${escapeHtml(text)}</span>`;
}

function scenarioItem(s: ScenarioRun): string {
  const where = `${s.uri}${s.line !== undefined ? `:${s.line}` : ""}`;
  // the scenario's name is in its feature's language: marked, so a browser or reader reads it as such
  return `<li>${badge(s.status)} <span class="lang">${escapeHtml(languageOf(s))}</span> ${inLanguage(languageOf(s), s.name)} <span class="where">${escapeHtml(where)}</span></li>`;
}

function scenarioList(scenarios: readonly ScenarioRun[]): string {
  return scenarios.length === 0 ? "" : `<ul class="sc">${scenarios.map(scenarioItem).join("")}</ul>`;
}

/** The anchor of a divergence's first row, which a rule's summary links to. */
const divergenceAnchor = (game: string, subject: string): string => `${game}-divergence-${subject}`;

/** The English summary, the Korean one, the rulebook section it comes from, and the divergences
 *  the Korean text differs on or is silent about there (linked, so the Korean text itself names no
 *  identifier). */
function summaryCell(game: string, r: RuleCoverage): string {
  if (!r.note) return escapeHtml(r.summary);
  const section = [r.note.section.en, r.note.section.ko].filter((s) => s !== undefined);
  const divergences = (r.note.divergences ?? [])
    .map((d) => `<a href="#${escapeHtml(divergenceAnchor(game, d))}">${escapeHtml(d)}</a>`)
    .join(", ");
  return (
    `${escapeHtml(r.summary)}<br>${inLanguage("ko", r.note.ko)}` +
    `<br><span class="meta">rulebook: ${section.map((s, i) => (i === 0 ? escapeHtml(s) : inLanguage("ko", s))).join(" / ")}</span>` +
    (divergences === "" ? "" : `<br><span class="meta">divergences: ${divergences}</span>`)
  );
}

/** mutants, killed, survived (and those no random game tells apart) of the rule's blocks */
function mutationCell(r: RuleCoverage): string {
  const m = r.mutation;
  if (!m) return "";
  if (m.mutants === 0) return `<span class="meta">no mutants</span>`;
  const survivors = m.survived > 0 ? badge("failing", `${m.survived} survived`) : badge("ok", "0 survived");
  return `${m.mutants} mutants, ${m.killed} killed<br>${survivors}${m.noDifferenceInPlay > 0 ? `<br><span class="meta">${m.noDifferenceInPlay} no difference in play</span>` : ""}`;
}

function rulesTable(game: GameCoverage): string {
  const mutationHead = game.mutated ? "<th>Mutation</th>" : "";
  const head = `<tr><th>Rule</th><th>Summary</th>${game.languages.map((l) => `<th>${escapeHtml(languageName(l))}</th>`).join("")}${mutationHead}<th>Scenarios</th></tr>`;
  const rows = game.rules.map(
    (r) =>
      `<tr class="${r.status}" id="${escapeHtml(game.name)}-${escapeHtml(r.id)}"><td class="id">${escapeHtml(r.id)}</td><td>${summaryCell(game.name, r)}</td>` +
      game.languages.map((l) => `<td>${badge(r.byLanguage[l]!, STATUS_LABEL[r.byLanguage[l]!])}</td>`).join("") +
      (game.mutated ? `<td>${mutationCell(r)}</td>` : "") +
      `<td>${r.status === "uncovered" ? badge("uncovered", "UNCOVERED: no scenario") : scenarioList(r.scenarios)}</td></tr>`,
  );
  return `<table>${head}${rows.join("")}</table>`;
}

function divergencesTable(game: GameCoverage): string {
  if (game.divergences.length === 0) return "";
  const rows = game.divergences.flatMap(({ divergence: d, readings }) =>
    readings.map(
      (r, i) =>
        `<tr${i === 0 ? ` id="${escapeHtml(divergenceAnchor(game.name, d.subject))}"` : ""}>${
          i === 0
            ? `<td class="id" rowspan="${readings.length}">${escapeHtml(d.subject)}</td><td rowspan="${readings.length}">${escapeHtml(d.summary)}` +
              `<br><span class="meta">${d.kind}${d.default !== undefined ? `, default ${escapeHtml(d.default)}` : ""}</span></td>`
            : ""
        }` +
        `<td><span class="lang">${escapeHtml(r.book)}</span> ${r.value !== undefined ? `<b>${escapeHtml(r.value)}</b>` : d.kind === "option" ? "<i>silent</i>" : ""}` +
        `<br><span class="meta" lang="${escapeHtml(r.book)}">“${escapeHtml(r.text)}”</span></td>` +
        `<td>${r.value === undefined ? "" : r.scenarios.length === 0 ? badge("uncovered", `no @${d.subject}=${r.value} scenario`) : scenarioList(r.scenarios)}</td></tr>`,
    ),
  );
  return `<h3>Divergences between the rulebooks</h3><table><tr><th>Divergence</th><th>Question</th><th>Reading</th><th>Scenarios (tagged @option=value)</th></tr>${rows.join("")}</table>`;
}

function gameSection(game: GameCoverage): string {
  const failingIds = game.rules.filter((r) => r.status === "failing").map((r) => r.id);
  const uncoveredIds = game.rules.filter((r) => r.status === "uncovered").map((r) => r.id);
  const failedScenarios = game.scenarios.filter((s) => s.status === "failed").length;
  const alerts = [
    failingIds.length > 0
      ? `<div class="alert">Failing rule IDs: ${failingIds.map((id) => `<a href="#${escapeHtml(game.name)}-${id}">${id}</a>`).join(", ")}</div>`
      : "",
    uncoveredIds.length > 0 ? `<div class="alert">Uncovered rule IDs: ${uncoveredIds.join(", ")}</div>` : "",
  ].join("");
  return (
    `<section id="${escapeHtml(game.name)}"><h2>${escapeHtml(game.title ?? game.name)} <span class="meta">(${escapeHtml(game.name)})</span></h2>` +
    `<div class="figures">${figureBox("All languages", game.overall)}${game.languages.map((l) => figureBox(languageName(l), game.perLanguage[l]!)).join("")}</div>` +
    `<p class="meta">${game.scenarios.length} scenarios (${game.languages.map((l) => `${game.scenarios.filter((s) => languageOf(s) === l).length} ${escapeHtml(languageName(l))}`).join(", ")}), ${failedScenarios} failing</p>` +
    alerts +
    rulesTable(game) +
    divergencesTable(game) +
    `</section>`
  );
}

function summaryItem(g: GameCoverage): string {
  const failing = g.rules.filter((r) => r.status === "failing").map((r) => r.id);
  const figures = g.languages
    .map((l) => {
      const f = g.perLanguage[l]!;
      return `${escapeHtml(languageName(l))} ${percent(f.covered, f.total)} covered, ${percent(f.passing, f.total)} passing`;
    })
    .join(" · ");
  const alarm = failing.length > 0 ? ` ${badge("failing", `FAILING: ${failing.join(", ")}`)}` : "";
  return `<li><a href="#${escapeHtml(g.name)}">${escapeHtml(g.title ?? g.name)}</a>: ${figures}${alarm}</li>`;
}

export interface PageOptions {
  generated: string;
  /** the narrowing flags of a partial run */
  narrowed?: string;
  /** the rules folder the scenarios ran against, when not the project's (AGON_RULES_DIR) */
  rulesDir?: string;
}

export function conformanceHtml(games: readonly GameCoverage[], opts: PageOptions): string {
  return (
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Agon conformance report</title><style>${CSS}</style></head><body>` +
    `<h1>Conformance: rulebook rule IDs and the scenarios that check them</h1>` +
    `<p class="meta">Generated ${escapeHtml(opts.generated)} by <code>agon conform</code>.` +
    `${opts.narrowed ? ` Narrowed run (${escapeHtml(opts.narrowed)}): only the selected scenarios are counted.` : ""} ` +
    `Cucumber's own report: <a href="cucumber.html">cucumber.html</a>.</p>` +
    (opts.rulesDir
      ? `<div class="alert">The scenarios ran against the rules in <code>${escapeHtml(opts.rulesDir)}</code> (AGON_RULES_DIR).</div>`
      : "") +
    `<ul>${games.map(summaryItem).join("")}</ul>` +
    games.map(gameSection).join("") +
    `</body></html>\n`
  );
}
