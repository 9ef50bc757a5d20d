// The words of `agon --help` and of each command's help, in every language the CLI reports in
// (`--lang ko` anywhere on the command line tells the help in Korean). One table: the type asks for
// every command, argument and flag in every language, and test/cli/korean-messages.test.ts finds
// no English word in the Korean help but the flags, names and commands a user types.
import { AGENT_KINDS } from "../agents/kind-names.js";
import type { MessageLang } from "./messages.js";

export interface HelpWords {
  agon: string;
  version: string;
  help: string;
  helpCommand: string;
  /** commander's own titles and usage words, in this language */
  titles: Record<"Usage:" | "Arguments:" | "Options:" | "Global Options:" | "Commands:", string>;
  usage: Record<"[options]" | "[command]", string>;
  defaultValue: string;
  rules: string;
  files: string;
  check: { description: string; json: string };
  fmt: { description: string; check: string };
  lsp: { description: string; stdio: string };
  play: {
    description: string;
    players: string;
    seed: string;
    option: string;
    agents: string;
    names: string;
    seat: string;
    lang: string;
    readings: string;
    trace: string;
    save: string;
    json: string;
  };
  replay: { description: string; game: string; at: string; as: string; json: string };
  compile: { description: string; out: string; report: string; games: string };
  options: { description: string; json: string; lang: string };
  divergences: { description: string; json: string; lang: string };
  conform: {
    description: string;
    rerun: string;
    game: string;
    lang: string;
    features: string;
    tags: string;
    reports: string;
    mutation: string;
    engine: string;
    explain: string;
  };
  adapter: { description: string };
  mutate: { description: string; game: string; seeds: string; workers: string; json: string; report: string };
  studio: { description: string; port: string; host: string; write: string; page: string };
  simulation: { players: string; games: string; seed: string; workers: string };
  simulate: { description: string; rules: string; json: string; report: string; failedGames: string };
  compare: { description: string; base: string; variant: string; json: string };
  merge: { description: string; files: string; text: string; report: string; arrayScript: string };
  engine(engines: readonly string[]): string;
  shard(items: "games" | "mutants"): string;
}

const agents = AGENT_KINDS.join(", ");

const EN: HelpWords = {
  agon: "Agon: write card game rules down, check them, play them, test them against the rulebook",
  version: "print the version of agon",
  help: "display help for command",
  helpCommand: "display help for command",
  titles: {
    "Usage:": "Usage:",
    "Arguments:": "Arguments:",
    "Options:": "Options:",
    "Global Options:": "Global Options:",
    "Commands:": "Commands:",
  },
  usage: { "[options]": "[options]", "[command]": "[command]" },
  defaultValue: "default",
  rules: "the game's rules file",
  files: "rules or card files (.agon)",
  check: {
    description: "check rules and card files; exit 0 when there are no errors (warnings allowed)",
    json: "print the diagnostics as a JSON array",
  },
  fmt: {
    description: "rewrite .agon files in the canonical layout (comments kept); --check only lists the files that differ",
    check: "change nothing; exit 1 if a file is not formatted",
  },
  lsp: {
    description: "run the language server over stdio, for editors (VS Code, Neovim, Helix, Emacs ...)",
    stdio: "talk over stdin and stdout (the default and only transport)",
  },
  play: {
    description: "play one whole game with agents and print what happened",
    players: "number of players",
    seed: "integer seed for the shuffles and the random agents (default 1)",
    option: "set a game option (repeatable; see `agon options`)",
    agents: `who decides for the players: ${agents} (settings after colons, e.g. ismcts:ms=50): one for every seat, or a comma-separated list repeated round the table (default random)`,
    names: "player names, comma-separated (default Player 1..N)",
    seat: "who decides for one seat, counted from 1: human (at this terminal) or an agent kind (repeatable)",
    lang: "the language of the account and of the messages: en (default) or ko",
    readings: "play every option on which one rulebook takes a side at its reading (`agon divergences`): en or ko",
    trace: "print the interpreter's trace (every move, choice and variable, by card id) instead of the account",
    save: "write the game (rules hash, options, seed, seats, every decision) for `agon replay`",
    json: "print one JSON event per line (cards with their descriptions), the last being the result",
  },
  replay: {
    description: "play a game saved with `play --save` again and print its account, or the table at a turn as one player saw it",
    game: "the saved game (JSON)",
    at: "the table at the start of this turn (counted from 1)",
    as: "as this player sees it (default with --at: the first player)",
    json: "the events as `play --json` prints them (with --at/--as: the player's view)",
  },
  compile: {
    description: "write the JavaScript generated from a game's rules as an ES module, for where code generation is disallowed",
    out: "the module to write",
    report: "list the fallbacks to the closures the generated program takes in games of random agents",
    games: "with --report: games per player count (default 20)",
  },
  options: {
    description: "list a game's options: values, default, description and the rule IDs they resolve",
    json: "print the options as JSON",
    lang: "the language of the list: en (default) or ko (each option and value by its Korean name)",
  },
  divergences: {
    description: "list where the game's rulebooks disagree or are silent, and what each one reads",
    json: "print the divergences as JSON",
    lang: "the language of the list: en (default) or ko (each question and reading in Korean, from rules/GAME.rulebook.json)",
  },
  conform: {
    description: "check every rules/card file, run every feature, and report rule-ID coverage per game",
    rerun: "run only the scenarios that failed last time (reports/@rerun.txt)",
    game: "run only the features of one game",
    lang: "the language of the report: en (default) or ko (the tables, the summary, the problems, the page and the messages in Korean)",
    features:
      "run only the features in one language (their `# language:` header: en, ko), or only one .feature file, in the project or outside it (your own scenarios)",
    tags: 'run only the scenarios matching a Cucumber tag expression, e.g. "@G-T4"',
    reports: "the folder for the reports (default: reports/ in the project)",
    mutation: "a report of `agon mutate --report`: mutants, killed and survived per rule ID in conformance.html",
    engine: "run the English features against another engine: a command that speaks the adapter protocol",
    explain: "explain one rule ID: its summaries, section, options, divergences, scenarios (run now) and mutants",
  },
  adapter: {
    description: "serve Agon's engine of a game over the adapter protocol (JSON lines on stdin/stdout), for conform --engine",
  },
  mutate: {
    description: "mutation testing: make small mistakes in each game's rules file and see whether its features notice",
    game: "mutate only one game's rules",
    seeds:
      "random games per player count that tell a likely equivalent mutant from a survivor (default 50; a tenth of them replayed with the invariants checked)",
    workers: "worker threads, each with the features loaded once (default: the number of cores)",
    json: "print the results as JSON",
    report: "also write the results as JSON to a file",
  },
  studio: {
    description: "serve the playground page on this machine: edit, check, play and simulate a game in the browser",
    port: "the port to listen on (default 5178; 0: any free port)",
    host: "the address to listen on (default 127.0.0.1, this machine only)",
    write: "let the page save edited .agon files of the project",
    page: "serve the page built in this folder (default: agon's own dist/studio)",
  },
  simulation: {
    players: "number of players",
    games: "number of games",
    seed: "integer seed: game i's shuffles and agents depend only on (seed, i) (default 1)",
    workers: "worker threads (default: every core)",
  },
  simulate: {
    description: "play many games on worker threads and report win rates, scores, game length and rule use",
    rules: "the game's rules file (or a variant)",
    json: "print the figures and the per-game data as one JSON object",
    report: "write a self-contained HTML page with charts",
    failedGames: "where a game that fails is saved for `agon replay` (default: agon-failed-games in the temporary folder)",
  },
  compare: {
    description: "simulate two rules files (a game and its variant) on the same seeds and test the differences",
    base: "the base rules file",
    variant: "the variant's rules file",
    json: "print the compared figures as JSON",
  },
  merge: {
    description: "join the JSON of `agon simulate --shard` or `agon mutate --shard` runs into the JSON of the whole run",
    files: "JSON files written by `agon simulate --json --shard I/N` or `agon mutate --json --shard I/N`",
    text: "print the figures as text instead of JSON",
    report: "write a self-contained HTML page with charts (simulations), the JSON report (mutation runs)",
    arrayScript: "the Slurm array job's script, named in the `sbatch --array` line that reruns a missing shard",
  },
  engine: (engines) => `the back end: ${engines.join(" (default) or ")}, the reference interpreter`,
  shard: (items) =>
    `run only the i-th of n contiguous blocks of the ${items === "games" ? "games" : "mutants (whole declarations)"} (merge with \`agon merge\`); auto: i and n from a Slurm array job (array task T is shard T+1), auto/n: n given, i from the Slurm array task or JOB_COMPLETION_INDEX of a Kubernetes Indexed Job`,
};

const KO: HelpWords = {
  agon: "Agon: 카드 게임의 규칙을 적고, 검사하고, 게임을 진행해 보고, 규칙서와 맞는지 시험한다",
  version: "agon의 버전을 보여 준다",
  help: "명령의 도움말을 보여 준다",
  helpCommand: "명령의 도움말을 보여 준다",
  titles: { "Usage:": "사용법:", "Arguments:": "인수:", "Options:": "플래그:", "Global Options:": "공통 플래그:", "Commands:": "명령:" },
  usage: { "[options]": "[플래그]", "[command]": "[명령]" },
  defaultValue: "기본값",
  rules: "게임의 규칙 파일",
  files: "규칙 파일이나 카드 파일 (.agon)",
  check: {
    description: "규칙 파일과 카드 파일을 검사한다. 오류가 없으면 0으로 끝난다 (경고는 괜찮다)",
    json: "진단을 JSON 배열로 보여 준다",
  },
  fmt: {
    description: ".agon 파일을 정해진 모양으로 다시 쓴다 (주석은 남긴다). --check는 모양이 다른 파일만 알린다",
    check: "아무것도 바꾸지 않는다. 모양이 다른 파일이 있으면 1로 끝난다",
  },
  lsp: {
    description: "편집기(VS Code, Neovim, Helix, Emacs 등)를 위한 언어 서버를 stdio로 실행한다",
    stdio: "stdin과 stdout으로 주고받는다 (기본이자 유일한 방식)",
  },
  play: {
    description: "에이전트와 함께 게임 하나를 끝까지 진행하고 일어난 일을 보여 준다",
    players: "플레이어 수",
    seed: "섞기와 무작위 에이전트의 시드가 되는 정수 (기본값 1)",
    option: "게임 옵션을 정한다 (여러 번 줄 수 있다. 옵션은 `agon options`로 본다)",
    agents: `플레이어 대신 결정하는 에이전트: ${agents} (콜론 뒤에 설정, 예: ismcts:ms=50). 하나를 주면 모든 자리에, 쉼표로 여럿을 주면 자리를 돌며 앉힌다 (기본값 random)`,
    names: "플레이어 이름, 쉼표로 구분한다 (기본값 플레이어 1..N)",
    seat: "한 자리에 앉힐 것: 자리 번호(1부터)=human(이 터미널의 사람) 또는 에이전트 종류 (여러 번 줄 수 있다)",
    lang: "게임 기록과 메시지의 언어: en(기본값) 또는 ko",
    readings:
      "한 규칙서가 한쪽을 드는 옵션을 모두 그 규칙서의 해석으로 놓고 진행한다 (`agon divergences` 참조): en(영어판) 또는 ko(한글판)",
    trace: "게임 기록 대신 인터프리터의 추적(모든 이동, 선택, 변수를 카드 id로)을 보여 준다",
    save: "`agon replay`를 위해 게임(규칙의 해시, 옵션, 시드, 자리, 모든 결정)을 파일에 적는다",
    json: "한 줄에 JSON 사건 하나씩 보여 준다 (카드는 그 설명과 함께). 마지막 줄이 결과다",
  },
  replay: {
    description: "`play --save`로 적은 게임을 다시 진행해 그 기록을 보여 주거나, 어느 라운드의 게임 상황을 한 플레이어가 본 대로 보여 준다",
    game: "적어 둔 게임 (JSON)",
    at: "이 라운드(1부터 센다)가 시작할 때의 게임 상황",
    as: "이 플레이어가 보는 대로 (--at과 함께 줄 때 기본값은 첫 플레이어)",
    json: "`play --json`이 보여 주는 사건들 (--at/--as와 함께면 그 플레이어의 시야)",
  },
  compile: {
    description: "게임 규칙에서 만든 JavaScript를 ES 모듈로 적는다 (실행 중 코드 생성이 막힌 곳을 위해)",
    out: "적을 모듈",
    report: "무작위 에이전트의 게임에서 생성된 프로그램이 클로저로 넘어가는 곳을 보여 준다",
    games: "--report와 함께: 플레이어 수마다 진행할 게임 수 (기본값 20)",
  },
  options: {
    description: "게임의 옵션을 보여 준다: 값, 기본값, 설명, 정하는 규칙 ID",
    json: "옵션을 JSON으로 보여 준다",
    lang: "목록의 언어: en(기본값) 또는 ko (옵션과 값을 한국어 이름으로)",
  },
  divergences: {
    description: "게임의 규칙서들이 서로 갈리거나 말하지 않는 곳과, 규칙서마다 어떻게 읽히는지 보여 준다",
    json: "갈리는 곳을 JSON으로 보여 준다",
    lang: "목록의 언어: en(기본값) 또는 ko (물음과 해석을 rules/GAME.rulebook.json의 한국어로)",
  },
  conform: {
    description: "모든 규칙 파일과 카드 파일을 검사하고, 모든 기능 파일을 실행해, 게임마다 규칙 ID를 시나리오가 얼마나 다루는지 보고한다",
    rerun: "지난번에 실패한 시나리오만 다시 실행한다 (reports/@rerun.txt)",
    game: "한 게임의 기능 파일만 실행한다",
    lang: "보고의 언어: en(기본값) 또는 ko (표, 실행 요약, 문제 목록, 보고서 페이지와 메시지를 한국어로)",
    features:
      "한 언어의 기능 파일만 (파일의 `# language:` 머리: en, ko), 또는 .feature 파일 하나만 실행한다 (프로젝트 밖에 둔 시나리오 파일도 된다)",
    tags: 'Cucumber 태그 식에 맞는 시나리오만 실행한다 (예: "@G-T4")',
    reports: "보고서를 적을 폴더 (기본값: 프로젝트의 reports/)",
    mutation: "`agon mutate --report`의 보고서: conformance.html에 규칙 ID마다 변이, 잡은 것, 살아남은 것을 보여 준다",
    engine: "영어 기능 파일을 다른 엔진으로 실행한다: 어댑터 프로토콜로 말하는 명령",
    explain: "규칙 ID 하나를 설명한다: 요약, 규칙서의 절, 옵션, 갈리는 곳, 시나리오(지금 실행)와 변이",
  },
  adapter: {
    description: "conform --engine을 위해 Agon의 게임 엔진을 어댑터 프로토콜(stdin/stdout의 JSON 줄)로 제공한다",
  },
  mutate: {
    description: "변이 시험: 게임마다 규칙 파일에 작은 실수를 만들어 기능 파일이 알아채는지 본다",
    game: "한 게임의 규칙만 변이시킨다",
    seeds:
      "같은 것일 가능성이 큰 변이를 살아남은 변이와 가려내는, 플레이어 수마다의 무작위 게임 수 (기본값 50; 그 가운데 열에 하나는 불변 조건을 검사하며 다시 진행한다)",
    workers: "작업 스레드 수, 스레드마다 기능 파일을 한 번 읽는다 (기본값: 코어 수)",
    json: "결과를 JSON으로 보여 준다",
    report: "결과를 JSON으로 파일에도 적는다",
  },
  studio: {
    description: "이 컴퓨터에서 플레이그라운드 페이지를 연다: 브라우저에서 게임을 고치고, 검사하고, 진행하고, 시뮬레이션한다",
    port: "들을 포트 (기본값 5178; 0: 빈 포트 아무것이나)",
    host: "들을 주소 (기본값 127.0.0.1, 이 컴퓨터만)",
    write: "페이지가 프로젝트의 고친 .agon 파일을 저장하게 한다",
    page: "이 폴더에 만든 페이지를 연다 (기본값: agon의 dist/studio)",
  },
  simulation: {
    players: "플레이어 수",
    games: "게임 수",
    seed: "정수 시드: i번째 게임의 섞기와 에이전트는 (시드, i)에만 달려 있다 (기본값 1)",
    workers: "작업 스레드 수 (기본값: 모든 코어)",
  },
  simulate: {
    description: "작업 스레드에서 많은 게임을 진행하고 승률, 점수, 게임 길이, 규칙 사용을 보고한다",
    rules: "게임의 규칙 파일 (또는 변형)",
    json: "수치와 게임마다의 자료를 JSON 하나로 보여 준다",
    report: "그래프가 든 독립된 HTML 페이지를 적는다",
    failedGames: "실패한 게임을 `agon replay`를 위해 저장할 곳 (기본값: 임시 폴더의 agon-failed-games)",
  },
  compare: {
    description: "두 규칙 파일(게임과 그 변형)을 같은 시드로 시뮬레이션하고 차이를 시험한다",
    base: "바탕이 되는 규칙 파일",
    variant: "변형의 규칙 파일",
    json: "비교한 수치를 JSON으로 보여 준다",
  },
  merge: {
    description: "`agon simulate --shard`나 `agon mutate --shard`로 나눠 실행한 JSON을 모아 전체 실행의 JSON으로 만든다",
    files: "`agon simulate --json --shard I/N`이나 `agon mutate --json --shard I/N`이 적은 JSON 파일",
    text: "수치를 JSON 대신 글로 보여 준다",
    report: "그래프가 든 독립된 HTML 페이지(시뮬레이션) 또는 JSON 보고서(변이 시험)를 적는다",
    arrayScript: "빠진 조각을 다시 실행하는 `sbatch --array` 줄에 적을 Slurm 배열 작업의 스크립트",
  },
  engine: (engines) => `실행 방식: ${engines[0]}(기본값) 또는 ${engines.slice(1).join(", ")}(기준 인터프리터)`,
  shard: (items) =>
    `${items === "games" ? "게임" : "변이(선언 단위)"}을 n개의 연속된 묶음으로 나눠 i번째만 실행한다 (\`agon merge\`로 모은다). auto: i와 n을 Slurm 배열 작업에서 (배열 작업 T가 조각 T+1), auto/n: n은 주고 i는 Slurm 배열 작업이나 Kubernetes Indexed Job의 JOB_COMPLETION_INDEX에서`,
};

export const HELP: Record<MessageLang, HelpWords> = { en: EN, ko: KO };
