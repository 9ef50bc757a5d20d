// The CLI's messages in Korean (src/cli/messages.ts): every entry of the one table has both
// languages, each Korean phrase is Korean (Hangul, and no English word that is not one of its
// arguments), and the errors a translator meets under `--lang ko` are told in it.
import { describe, expect, it } from "vitest";
import { type MessageKey, MESSAGES, commanderErrorIn, languageOfArguments, say } from "../../src/cli/messages.js";
import { agon } from "./run-cli.js";

type ArgsOf<K extends MessageKey> = Parameters<(typeof MESSAGES)[K]["en"]>;

const RANGE = { game: "olympia-2000", min: 2, max: 5 };
/** arguments for every message: the type asks for one entry per key */
const SAMPLES: { [K in MessageKey]: ArgsOf<K> } = {
  hintLabel: [],
  unknownFlag: ["--nope", "--names"],
  unknownCommand: ["chekc", "check"],
  missingArgument: ["rules"],
  flagValueMissing: ["--players <n>"],
  tooManyArguments: ["play", 1, 2],
  filesChecked: [6, 1, 2],
  fileNotFound: ["rules/x.agon"],
  isFolder: ["rules"],
  notRegularFile: ["/dev/null"],
  fileHasErrors: ["rules/x.agon", 3],
  missingPlayers: [RANGE],
  playerCountNotNumber: ["three"],
  playerCountOutOfRange: [RANGE, 9],
  namesCount: [2, 3],
  emptyName: [],
  controlInName: ['"a\\nb"'],
  nameTwice: ["anna"],
  badSeed: [9007199254740991, "abc"],
  optionSyntax: ["foo"],
  unknownOption: ["hand-sise", "olympia-2000", ["hand-size", "replay-pile"]],
  optionTwice: ["hand-size"],
  unknownOptionValue: ["replay-pile", "lef", ["left", "stay"]],
  unknownLang: ["kr", ["en", "ko"]],
  unknownListLang: ["kr"],
  unknownDivergenceLang: ["kr"],
  unknownReadings: ["de", "olympia-2000", ["en", "ko"], "올림피아 2000"],
  jsonAndTrace: [],
  humanNeedsTerminal: [],
  humanNeedsTerminalHint: [],
  humanAndJson: [],
  noNamesInLang: [
    "ko",
    "rules/olympeak.agon",
    [
      { thing: "zone", name: "draw-pile" },
      { thing: "decision", name: "play a card" },
    ],
    false,
  ],
  noNamesInLangHint: ["ko"],
  replayNotAPlayer: ["도라", "g.json", ["안나", "벤", "클레오"]],
  replayBadTurn: ["zero"],
  replayTurnTooLate: [99, "g.json", 12],
  unknownAgent: ["rando", ["random", "first"]],
  unknownAgentSetting: ["ismcts", "foo", ["iterations", "ms"]],
  agentSettingCount: ["ismcts", "ms", "zero"],
  agentSettingValue: ["ismcts", "rollout", "smart", ["heuristic", "random"]],
  tooManyAgents: [4, 3],
  seatSyntax: ["two"],
  seatOutOfRange: [7, 3],
  unknownSeatKind: ["humn", ["human", "random"]],
  seatTwice: [2],
  explainNarrowed: [],
  noGameNamed: ["olympia", ["olympia-2000", "olympeak"]],
  unknownReportLang: ["kr", ["en", "ko"]],
  noFeatureFile: ["내-시나리오.feature"],
  noFeatureLanguage: ["kr", ["en", "ko"]],
  badTags: ['Tag expression "@" could not be parsed'],
  unknownRuleId: ["OLY-E33", ["OLY-E3", "OLY-E2"]],
  filesHaveErrors: [],
  unloadable: ["rules/x.agon"],
  nothingToRerun: [],
  noScenarioRan: ["--tags @x"],
  failingScenarios: ["olympia-2000", 2],
  undefinedScenarios: ["olympia-2000", 1],
  uncoveredRules: ["olympia-2000", 3],
  skippedScenarios: ["olympia-2000"],
  failingOutside: [1],
  undefinedOutside: [1],
  cucumberFailed: [],
  reportsWritten: [["reports/conformance.html"]],
  conformanceOk: [],
  conformanceFailed: [],
  undefinedStep: ['안나은 "헥토르"를 고른다'],
  wrongParticle: ["안나은", "안나가", "로", '안나가 "헥토르"를 고른다'],
  noSuchStep: [],
  ruleIdsHint: [],
};

/** English prose in a phrase: two English words in a row, or one of English's small words, once
 *  quotes and code are taken out (a lone identifier, a flag or a list of names is what is typed). */
const ENGLISH_WORDS =
  /\b(is|are|the|a|an|for|not|no|and|or|of|to|in|has|have|gives|takes|missing|unknown|cannot|error|hint|zone|choice|more)\b/i;

function englishWords(text: string, args: readonly unknown[] = []): string[] {
  let rest = text;
  // an argument (a file, Cucumber's own message) is as it was given
  for (const arg of args) if (typeof arg === "string" && arg.length > 2) rest = rest.split(arg).join(" ");
  rest = rest
    .replace(/`[^`]*`/g, " ")
    .replace(/"[^"]*"/g, " ")
    .replace(/^error\[[\w-]+\]: /gm, "")
    .replace(/--[\w-]+(?:[ =][^\s:,)]+)?/g, " ");
  const prose = rest.match(/\b[A-Za-z]{2,}(?: [A-Za-z]{2,})+\b/g) ?? [];
  const small = rest.split(/[^A-Za-z]+/).filter((w) => ENGLISH_WORDS.test(w) && w.match(ENGLISH_WORDS)![0] === w);
  return [...prose, ...small];
}

describe("the CLI's messages", () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it("has an English and a Korean phrase for every message", () => {
    for (const key of keys) {
      expect(Object.keys(MESSAGES[key]).sort(), key).toEqual(["en", "ko"]);
    }
  });

  for (const key of keys) {
    it(`${key}: the Korean phrase is Korean`, () => {
      const told = (say as (k: MessageKey, ...a: unknown[]) => { en: string; ko: string })(key, ...SAMPLES[key]);
      expect(told.ko, key).toMatch(/[가-힣]/);
      expect(told.ko).not.toBe(told.en);
      expect(englishWords(told.ko, SAMPLES[key]), `${key}: ${told.ko}`).toEqual([]);
    });
  }

  it("takes the language from --lang, wherever it stands", () => {
    expect(languageOfArguments(["play", "x.agon", "--lang", "ko"])).toBe("ko");
    expect(languageOfArguments(["conform", "--lang=ko"])).toBe("ko");
    expect(languageOfArguments(["play", "x.agon", "--lang", "kr"])).toBe("en");
    expect(languageOfArguments(["play", "x.agon"])).toBe("en");
    expect(languageOfArguments(["play", "--", "--lang", "ko"])).toBe("en");
  });

  it("tells commander's errors in Korean, and leaves one it does not know as it is", () => {
    expect(commanderErrorIn("unknown option '--nope'", "ko")).toBe("없는 플래그: --nope");
    expect(commanderErrorIn("missing required argument 'rules'", "ko")).toBe("빠진 인수: rules");
    expect(commanderErrorIn("something new", "ko")).toBe("something new");
    expect(commanderErrorIn("unknown option '--nope'", "en")).toBe("unknown option '--nope'");
  });
});

describe("errors under --lang ko", () => {
  const cases: { name: string; args: string[]; korean: string; code: number }[] = [
    // the game by its Korean name, not its identifier
    {
      name: "no --players",
      args: ["play", "rules/olympia-2000.agon", "--lang", "ko"],
      korean: "--players N이 빠졌다 (올림피아 2000의 인원은",
      code: 2,
    },
    {
      name: "a rulebook the game does not quote",
      args: ["play", "rules/olympia-2000.agon", "--lang", "ko", "--players", "3", "--readings", "fr"],
      korean: "올림피아 2000의 규칙서 해석은 en(영어판), ko(한글판)뿐이다",
      code: 2,
    },
    {
      name: "a misspelt agent",
      args: ["play", "rules/olympia-2000.agon", "--lang", "ko", "--players", "3", "--agents", "rando"],
      korean: '없는 에이전트: "rando"',
      code: 2,
    },
    {
      name: "a game with no Korean names",
      args: ["play", "rules/olympeak.agon", "--lang", "ko", "--players", "3"],
      korean: "구역과 결정에는 한국어 이름이 하나도 없다",
      code: 2,
    },
    {
      name: "an unknown flag",
      args: ["play", "rules/olympia-2000.agon", "--lang", "ko", "--nope"],
      korean: "없는 플래그: --nope",
      code: 2,
    },
    { name: "a missing file", args: ["play", "rules/nothing.agon", "--lang", "ko", "--players", "3"], korean: "파일이 없다", code: 1 },
    {
      // the option and its values by their Korean names, each with the name --option takes
      name: "an option value the game lacks",
      args: ["play", "rules/olympia-2000.agon", "--lang", "ko", "--players", "3", "--option", "refill-after-giving=draw"],
      korean:
        '옵션 "카드를 넘긴 뒤"[refill-after-giving]에 "draw"라는 값은 없다 (값: "다음 카드를 확인한다" [draw-again], "나머지에게 1장씩 준다" [deal-rest])',
      code: 2,
    },
    { name: "a misspelt rule ID", args: ["conform", "--explain", "OLY-E33", "--lang", "ko"], korean: "없는 규칙 ID: OLY-E33", code: 2 },
    { name: "divergences of a missing file", args: ["divergences", "rules/nothing.agon", "--lang", "ko"], korean: "파일이 없다", code: 1 },
  ];
  for (const c of cases) {
    it(`${c.name}: told in Korean, with the error code kept`, async () => {
      const run = await agon(c.args);
      expect(run.code).toBe(c.code);
      expect(run.stderr).toContain(c.korean);
      expect(run.stderr).toMatch(/^error\[(usage|failed)\]: /);
      expect(run.stderr).not.toMatch(/= hint:/);
      expect(englishWords(run.stderr), run.stderr).toEqual([]);
    });
  }

  it("the help, of agon and of each command a translator uses, is Korean under --lang ko", async () => {
    // names of products and the words a user types (flags, placeholders, file names) stay as they are
    const names =
      /agon [a-z]+|VS Code|Neovim|Helix|Emacs|JavaScript|ES|JSON|HTML|Cucumber|Slurm|Kubernetes Indexed Job|[\w./-]+\.(json|html|txt|mjs|agon)|<[^>]+>/g;
    for (const command of [[], ["play"], ["replay"], ["options"], ["divergences"], ["conform"]]) {
      const run = await agon([...command, "--help", "--lang", "ko"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^사용법: agon/m);
      expect(run.stdout).toMatch(/^플래그:$/m);
      expect(englishWords(run.stdout.replace(names, " ")), `${command.join(" ")}: ${run.stdout}`).toEqual([]);
    }
    const en = await agon(["conform", "--help"]);
    expect(en.stdout).toMatch(/^Usage: agon conform \[options\]$/m);
    expect(en.stdout).toContain("--features <code|file>");
  });

  it("the same errors stay English without --lang", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon"]);
    expect(run.stderr).toContain("missing --players N");
  });
});
