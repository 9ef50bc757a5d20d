// reports/conformance.html: one self-contained page (inline CSS, no script, nothing fetched) with
// a section per game: the coverage figures, then every rule ID with its summary, its status per
// language and the scenarios that cover it; then the divergences and their scenarios per reading.
import {
  percent,
  languageOf,
  type CoverageFigure,
  type MutationFigure,
  type GameCoverage,
  type RuleCoverage,
  type RuleStatus,
  type ScenarioRun,
} from "./report-model.js";

/** The page's own words, per language of the page (`agon conform --lang ko` writes it in Korean);
 *  every name in it (rules, scenarios, options) comes from the game's files. */
interface PageWords {
  lang: string;
  languageNames: Record<string, string>;
  status: Record<RuleStatus, string>;
  scenarioStatus: Record<string, string>;
  title: string;
  heading: string;
  generated(when: string): string;
  narrowed(flags: string): string;
  cucumberReport: string;
  rulesDir(dir: string): string;
  figure(label: string, f: CoverageFigure): string;
  allLanguages: string;
  scenarioCount(total: number, perLanguage: string, failing: number): string;
  perLanguageCount(n: number, language: string): string;
  failingIds: string;
  uncoveredIds: string;
  columns: { rule: string; summary: string; mutation: string; scenarios: string };
  rulebook: string;
  divergencesOf: string;
  uncoveredCell: string;
  noMutants: string;
  mutants(m: MutationFigure): string;
  survived(n: number): string;
  noDifference(n: number): string;
  divergencesHeading: string;
  divergenceColumns: { divergence: string; question: string; reading: string; scenarios: string };
  kind(kind: string): string;
  defaultValue(value: string): string;
  silent: string;
  /** a book that never states the value it supports, but needs it */
  implied: string;
  noValueScenario(subject: string, value: string): string;
  summaryFigures(language: string, covered: string, passing: string): string;
  failingBadge(ids: string): string;
  /** a language whose features a narrowed run left out */
  notRun: string;
}

const EN_PAGE: PageWords = {
  lang: "en",
  languageNames: { en: "English", ko: "Korean (한국어)" },
  status: { ok: "passing", failing: "FAILING", undefined: "UNDEFINED steps", skipped: "skipped", uncovered: "UNCOVERED" },
  scenarioStatus: {},
  title: "Agon conformance report",
  heading: "Conformance: rulebook rule IDs and the scenarios that check them",
  generated: (when) => `Generated ${when} by <code>agon conform</code>.`,
  narrowed: (flags) => ` Narrowed run (${flags}): only the selected scenarios are counted.`,
  cucumberReport: "Cucumber's own report",
  rulesDir: (dir) => `The scenarios ran against the rules in <code>${dir}</code> (AGON_RULES_DIR).`,
  figure: (label, f) =>
    `${label}: <b>${percent(f.covered, f.total)}</b> covered (${f.covered}/${f.total} rule IDs), ${f.passing}/${f.total} all passing`,
  allLanguages: "All languages",
  scenarioCount: (total, perLanguage, failing) => `${total} scenarios (${perLanguage}), ${failing} failing`,
  perLanguageCount: (n, language) => `${n} ${language}`,
  failingIds: "Failing rule IDs",
  uncoveredIds: "Uncovered rule IDs",
  columns: { rule: "Rule", summary: "Summary", mutation: "Mutation", scenarios: "Scenarios" },
  rulebook: "rulebook",
  divergencesOf: "divergences",
  uncoveredCell: "UNCOVERED: no scenario",
  noMutants: "no mutants",
  mutants: (m) => `${m.mutants} mutants, ${m.killed} killed`,
  survived: (n) => `${n} survived`,
  noDifference: (n) => `${n} no difference in play`,
  divergencesHeading: "Divergences between the rulebooks",
  divergenceColumns: { divergence: "Divergence", question: "Question", reading: "Reading", scenarios: "Scenarios (tagged @option=value)" },
  kind: (kind) => kind,
  defaultValue: (value) => `, default ${value}`,
  silent: "silent",
  implied: "(implied: never stated, but needed)",
  noValueScenario: (subject, value) => `no @${subject}=${value} scenario`,
  summaryFigures: (language, covered, passing) => `${language} ${covered} covered, ${passing} passing`,
  failingBadge: (ids) => `FAILING: ${ids}`,
  notRun: "not run",
};

const KO_PAGE: PageWords = {
  lang: "ko",
  languageNames: { en: "영어", ko: "한국어" },
  status: { ok: "통과", failing: "실패", undefined: "정의되지 않은 단계", skipped: "건너뜀", uncovered: "시나리오 없음" },
  scenarioStatus: { passed: "통과", failed: "실패", undefined: "정의되지 않음", skipped: "건너뜀" },
  title: "Agon 적합성 보고서",
  heading: "적합성: 규칙서의 규칙 ID와 그것을 확인하는 시나리오",
  generated: (when) => `<code>agon conform</code>이 ${when}에 만들었다.`,
  narrowed: (flags) => ` 일부만 실행했다 (${flags}): 고른 시나리오만 센다.`,
  cucumberReport: "Cucumber 자체 보고서",
  rulesDir: (dir) => `시나리오는 <code>${dir}</code>의 규칙으로 실행했다 (AGON_RULES_DIR).`,
  figure: (label, f) =>
    `${label}: 규칙 ID ${f.total}개 가운데 ${f.covered}개에 시나리오가 있다 (<b>${percent(f.covered, f.total)}</b>), 시나리오가 모두 통과한 규칙 ID ${f.passing}개`,
  allLanguages: "모든 언어",
  scenarioCount: (total, perLanguage, failing) => `시나리오 ${total}개 (${perLanguage}), 실패 ${failing}개`,
  perLanguageCount: (n, language) => `${language} ${n}개`,
  failingIds: "실패한 규칙 ID",
  uncoveredIds: "시나리오가 없는 규칙 ID",
  columns: { rule: "규칙", summary: "요약", mutation: "변이 시험", scenarios: "시나리오" },
  rulebook: "규칙서",
  divergencesOf: "갈리는 곳",
  uncoveredCell: "시나리오 없음",
  noMutants: "변이 없음",
  mutants: (m) => `변이 ${m.mutants}개, 잡은 것 ${m.killed}개`,
  survived: (n) => `살아남은 것 ${n}개`,
  noDifference: (n) => `게임에서 차이가 보이지 않은 것 ${n}개`,
  divergencesHeading: "규칙서 사이에 갈리는 곳",
  divergenceColumns: { divergence: "갈리는 곳", question: "질문", reading: "해석", scenarios: "시나리오 (@옵션=값 태그)" },
  kind: (kind) => (kind === "option" ? "옵션" : "규칙서의 글"),
  defaultValue: (value) => `, 기본값 ${value}`,
  silent: "말 없음",
  implied: "(적혀 있지 않으나 전제)",
  noValueScenario: (subject, value) => `@${subject}=${value} 태그가 붙은 시나리오 없음`,
  summaryFigures: (language, covered, passing) => `${language}: 시나리오 있음 ${covered}, 통과 ${passing}`,
  failingBadge: (ids) => `실패: ${ids}`,
  notRun: "실행하지 않음",
};

const PAGE_WORDS: Record<string, PageWords> = { en: EN_PAGE, ko: KO_PAGE };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans KR","Noto Sans CJK KR",sans-serif;margin:2rem auto;max-width:1150px;padding:0 1rem;color:#1d2430}
h1{font-size:1.6rem;margin:0 0 .3rem}h2{font-size:1.3rem;margin:2.2rem 0 .4rem;border-bottom:2px solid #1d2430}
h3{font-size:1.05rem;margin:1.4rem 0 .4rem}.meta{color:#5a6372}
.figures{display:flex;flex-wrap:wrap;gap:.6rem;margin:.6rem 0 1rem}
.figure{border:1px solid #cfd5de;border-radius:6px;padding:.4rem .8rem;background:#f6f8fb}
.figure b{font-size:1.25rem}.figure.full{border-color:#2e7d32;background:#edf7ee}.figure.short{border-color:#c62828;background:#fdecec}
.figure.notrun{color:#5a6372;background:#f1f2f4}.st-notrun{background:#eceef1;color:#5a6372}
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

function figureBox(w: PageWords, label: string, f: CoverageFigure, ran = true): string {
  if (!ran) return `<div class="figure notrun">${escapeHtml(label)}: ${w.notRun}</div>`;
  const full = f.total > 0 && f.covered === f.total && f.passing === f.total;
  return `<div class="figure ${full ? "full" : "short"}">${w.figure(escapeHtml(label), f)}</div>`;
}

/** Text in another language than the page's, marked with its language code. */
function inLanguage(w: PageWords, lang: string, text: string): string {
  return lang === w.lang ? escapeHtml(text) : `<span lang="${escapeHtml(lang)}">${escapeHtml(text)}</span>`;
}

function scenarioItem(w: PageWords, s: ScenarioRun): string {
  const where = `${s.uri}${s.line !== undefined ? `:${s.line}` : ""}`;
  // the scenario's name is in its feature's language: marked, so a browser or reader reads it as such
  return `<li>${badge(s.status, w.scenarioStatus[s.status] ?? s.status)} <span class="lang">${escapeHtml(languageOf(s))}</span> ${inLanguage(w, languageOf(s), s.name)} <span class="where">${escapeHtml(where)}</span></li>`;
}

function scenarioList(w: PageWords, scenarios: readonly ScenarioRun[]): string {
  return scenarios.length === 0 ? "" : `<ul class="sc">${scenarios.map((s) => scenarioItem(w, s)).join("")}</ul>`;
}

/** The anchor of a divergence's first row, which a rule's summary links to. */
const divergenceAnchor = (game: string, subject: string): string => `${game}-divergence-${subject}`;

/** What a divergence goes by on the page: its subject, or on a Korean page its Korean title (the
 *  short question the CLI and the features' comments name it by too). */
function divergenceLabel(w: PageWords, game: GameCoverage, subject: string): string {
  return w.lang === "ko" ? (game.divergenceNotes?.[subject]?.title ?? subject) : subject;
}

/** The summaries, the rulebook section the rule comes from, and the divergences the Korean text
 *  differs on or is silent about there (linked, so the Korean text itself names no identifier).
 *  The page's language comes first. */
function summaryCell(w: PageWords, game: GameCoverage, r: RuleCoverage): string {
  if (!r.note) return escapeHtml(r.summary);
  const sections = [
    { lang: "en", text: r.note.section.en },
    ...(r.note.section.ko !== undefined ? [{ lang: "ko", text: r.note.section.ko }] : []),
  ];
  const summaries = [
    { lang: "en", text: r.summary },
    { lang: "ko", text: r.note.ko },
  ];
  const first = <T extends { lang: string }>(list: T[]): T[] =>
    [...list].sort((a, b) => Number(b.lang === w.lang) - Number(a.lang === w.lang));
  const divergences = (r.note.divergences ?? [])
    .map((d) => `<a href="#${escapeHtml(divergenceAnchor(game.name, d))}">${escapeHtml(divergenceLabel(w, game, d))}</a>`)
    .join(", ");
  return (
    first(summaries)
      .map((t) => inLanguage(w, t.lang, t.text))
      .join("<br>") +
    `<br><span class="meta">${w.rulebook}: ${first(sections)
      .map((t) => inLanguage(w, t.lang, t.text))
      .join(" / ")}</span>` +
    (divergences === "" ? "" : `<br><span class="meta">${w.divergencesOf}: ${divergences}</span>`)
  );
}

/** mutants, killed, survived (and those no random game tells apart) of the rule's blocks */
function mutationCell(w: PageWords, r: RuleCoverage): string {
  const m = r.mutation;
  if (!m) return "";
  if (m.mutants === 0) return `<span class="meta">${w.noMutants}</span>`;
  const survivors = m.survived > 0 ? badge("failing", w.survived(m.survived)) : badge("ok", w.survived(0));
  return `${w.mutants(m)}<br>${survivors}${m.noDifferenceInPlay > 0 ? `<br><span class="meta">${w.noDifference(m.noDifferenceInPlay)}</span>` : ""}`;
}

function rulesTable(w: PageWords, game: GameCoverage): string {
  const c = w.columns;
  const mutationHead = game.mutated ? `<th>${c.mutation}</th>` : "";
  const head = `<tr><th>${c.rule}</th><th>${c.summary}</th>${game.languages.map((l) => `<th>${escapeHtml(w.languageNames[l] ?? l)}</th>`).join("")}${mutationHead}<th>${c.scenarios}</th></tr>`;
  const rows = game.rules.map(
    (r) =>
      `<tr class="${r.status}" id="${escapeHtml(game.name)}-${escapeHtml(r.id)}"><td class="id">${escapeHtml(r.id)}</td><td>${summaryCell(w, game, r)}</td>` +
      game.languages
        .map((l) => `<td>${game.notRun.includes(l) ? badge("notrun", w.notRun) : badge(r.byLanguage[l]!, w.status[r.byLanguage[l]!])}</td>`)
        .join("") +
      (game.mutated ? `<td>${mutationCell(w, r)}</td>` : "") +
      `<td>${r.status === "uncovered" ? badge("uncovered", w.uncoveredCell) : scenarioList(w, r.scenarios)}</td></tr>`,
  );
  return `<table>${head}${rows.join("")}</table>`;
}

/** A reading's value: on a Korean page, the value's Korean name with the identifier `--option` takes. */
function valueCell(w: PageWords, game: GameCoverage, subject: string, value: string): string {
  const named = w.lang === "ko" ? game.koreanNames?.values[`${subject}=${value}`] : undefined;
  return named === undefined ? `<b>${escapeHtml(value)}</b>` : `<b>${escapeHtml(named)}</b> <code>${escapeHtml(value)}</code>`;
}

function divergencesTable(w: PageWords, game: GameCoverage): string {
  if (game.divergences.length === 0) return "";
  const ko = w.lang === "ko";
  const rows = game.divergences.flatMap(({ divergence: d, readings }) => {
    const note = ko ? game.divergenceNotes?.[d.subject] : undefined;
    const question = note ? inLanguage(w, "ko", note.ko) : inLanguage(w, "en", d.summary);
    const defaultValue =
      d.default === undefined ? "" : w.defaultValue(ko ? (game.koreanNames?.values[`${d.subject}=${d.default}`] ?? d.default) : d.default);
    return readings.map(
      (r, i) =>
        `<tr${i === 0 ? ` id="${escapeHtml(divergenceAnchor(game.name, d.subject))}"` : ""}>${
          i === 0
            ? `<td class="id" rowspan="${readings.length}">${escapeHtml(divergenceLabel(w, game, d.subject))}</td><td rowspan="${readings.length}">${question}` +
              `<br><span class="meta">${escapeHtml(w.kind(d.kind))}${ko && d.kind === "option" ? ` "${escapeHtml(game.koreanNames?.subjects[d.subject] ?? d.subject)}"` : ""}${escapeHtml(defaultValue)}</span></td>`
            : ""
        }` +
        `<td><span class="lang">${escapeHtml(r.book)}</span> ${r.value !== undefined ? valueCell(w, game, d.subject, r.value) : d.kind === "option" ? `<i>${w.silent}</i>` : ""}` +
        (r.implied ? ` <i>${w.implied}</i>` : "") +
        (note?.readings[r.book] !== undefined ? `<br>${inLanguage(w, "ko", note.readings[r.book]!)}` : "") +
        (r.text !== undefined ? `<br><span class="meta" lang="${escapeHtml(r.book)}">“${escapeHtml(r.text)}”</span>` : "") +
        // the project's note on the words, in English, on the English page only (the Korean reading says it there)
        (r.note !== undefined && !ko ? `<br><span class="meta">(${escapeHtml(r.note)})</span>` : "") +
        `</td>` +
        `<td>${r.value === undefined ? "" : r.scenarios.length === 0 ? badge("uncovered", w.noValueScenario(d.subject, r.value)) : scenarioList(w, r.scenarios)}</td></tr>`,
    );
  });
  const c = w.divergenceColumns;
  return `<h3>${w.divergencesHeading}</h3><table><tr><th>${c.divergence}</th><th>${c.question}</th><th>${c.reading}</th><th>${c.scenarios}</th></tr>${rows.join("")}</table>`;
}

const titleOf = (w: PageWords, g: GameCoverage): string => (w.lang === "ko" ? g.koreanNames?.title : undefined) ?? g.title ?? g.name;

function gameSection(w: PageWords, game: GameCoverage): string {
  const failingIds = game.rules.filter((r) => r.status === "failing").map((r) => r.id);
  const uncoveredIds = game.rules.filter((r) => r.status === "uncovered").map((r) => r.id);
  const failedScenarios = game.scenarios.filter((s) => s.status === "failed").length;
  const languageName = (l: string) => w.languageNames[l] ?? l;
  const alerts = [
    failingIds.length > 0
      ? `<div class="alert">${w.failingIds}: ${failingIds.map((id) => `<a href="#${escapeHtml(game.name)}-${id}">${id}</a>`).join(", ")}</div>`
      : "",
    uncoveredIds.length > 0 ? `<div class="alert">${w.uncoveredIds}: ${uncoveredIds.join(", ")}</div>` : "",
  ].join("");
  const perLanguage = game.languages
    .map((l) => w.perLanguageCount(game.scenarios.filter((s) => languageOf(s) === l).length, escapeHtml(languageName(l))))
    .join(", ");
  return (
    `<section id="${escapeHtml(game.name)}"><h2>${escapeHtml(titleOf(w, game))} <span class="meta">(${escapeHtml(game.name)})</span></h2>` +
    `<div class="figures">${figureBox(w, w.allLanguages, game.overall)}${game.languages.map((l) => figureBox(w, languageName(l), game.perLanguage[l]!, !game.notRun.includes(l))).join("")}</div>` +
    `<p class="meta">${w.scenarioCount(game.scenarios.length, perLanguage, failedScenarios)}</p>` +
    alerts +
    rulesTable(w, game) +
    divergencesTable(w, game) +
    `</section>`
  );
}

function summaryItem(w: PageWords, g: GameCoverage): string {
  const failing = g.rules.filter((r) => r.status === "failing").map((r) => r.id);
  const figures = g.languages
    .map((l) => {
      const f = g.perLanguage[l]!;
      if (g.notRun.includes(l)) return `${escapeHtml(w.languageNames[l] ?? l)}: ${w.notRun}`;
      return w.summaryFigures(escapeHtml(w.languageNames[l] ?? l), percent(f.covered, f.total), percent(f.passing, f.total));
    })
    .join(" · ");
  const alarm = failing.length > 0 ? ` ${badge("failing", w.failingBadge(failing.join(", ")))}` : "";
  return `<li><a href="#${escapeHtml(g.name)}">${escapeHtml(titleOf(w, g))}</a>: ${figures}${alarm}</li>`;
}

export interface PageOptions {
  generated: string;
  /** the narrowing flags of a partial run */
  narrowed?: string;
  /** the rules folder the scenarios ran against, when not the project's (AGON_RULES_DIR) */
  rulesDir?: string;
  /** the language of the page's own words (default en; `conform --lang ko` writes it in Korean) */
  lang?: string;
}

export function conformanceHtml(games: readonly GameCoverage[], opts: PageOptions): string {
  const w = PAGE_WORDS[opts.lang ?? "en"] ?? EN_PAGE;
  return (
    `<!DOCTYPE html>\n<html lang="${w.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${w.title}</title><style>${CSS}</style></head><body>` +
    `<h1>${w.heading}</h1>` +
    `<p class="meta">${w.generated(escapeHtml(opts.generated))}` +
    `${opts.narrowed ? w.narrowed(escapeHtml(opts.narrowed)) : ""} ` +
    `${w.cucumberReport}: <a href="cucumber.html">cucumber.html</a>.</p>` +
    (opts.rulesDir ? `<div class="alert">${w.rulesDir(escapeHtml(opts.rulesDir))}</div>` : "") +
    `<ul>${games.map((g) => summaryItem(w, g)).join("")}</ul>` +
    games.map((g) => gameSection(w, g)).join("") +
    `</body></html>\n`
  );
}
