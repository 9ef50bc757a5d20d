// The vocabulary in Korean, for features written from the Korean rulebook. Each Korean pattern
// calls the function of its English twin (exported by the English step files), so the two
// languages cannot drift apart; only the reading of the words differs. Every thing of the game
// is named by its Korean name from the rules and card files (카드덱, 낼 선수, 목발을 짚은 선수), never
// by an identifier. A particle follows the word before it (안나가, 벤이); the patterns accept both
// forms, and test/features/korean-steps.test.ts checks that the features write the right one.
import { Given, Then, When } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { AgonWorld } from "../support/world.js";
import { answerAll, decide, type PlannedAnswer } from "../support/decisions.js";
import { checkMoved } from "../support/moves.js";
import { PARTICLE, slotParticles, wrongParticles } from "../support/josa.js";
import { AgonError, localizedNames } from "../../src/index.js";
import {
  checkCounter,
  cutName,
  kindNoun,
  cutNameAtEnd,
  koItems,
  koList,
  koName,
  koNamesOf,
  parseKoZone,
  parseKoZones,
} from "../support/ko.js";
import { optionHint } from "../support/ko-messages.js";
import { fail, StepFailure } from "../support/failures.js";
import { koreanNamer } from "../support/namers.js";
import {
  cardHas,
  cardHasIn,
  testDeckCardHasIn,
  countWithAttribute,
  everyCardHas,
  lowestBetween,
  noTwoShare,
  numbersOfCardsWith,
  readAttributeIn,
  valuesOfCardsWith,
} from "./card-data.steps.js";
import {
  cannotChoose,
  neverComesInto,
  choseTimes,
  mustChoose,
  mustChooseFrom,
  mustChooseInSecret,
  noneChosen,
  playToEndFirstLegal,
  playToEndRandom,
} from "./decision.steps.js";
import { cardReads } from "./description.steps.js";
import {
  gameAllows,
  optionAccepts,
  optionDefaultIsReadingOf,
  optionDefaultsTo,
  optionRefuses,
  optionResolves,
  optionValueCount,
} from "./game-facts.steps.js";
import { lookedAtInSecret, ruleApplied, shuffledBy } from "./event.steps.js";
import { gameIsOver, highestScoreWins, playerIsThe, playerScores, playerVariableIs, scoresTotalOf, winnersAre } from "./result.steps.js";
import { givenPlayers, givenSeed, keepTopOnly } from "./setup.steps.js";
import {
  cardsInZones,
  playerCanSee,
  playerCannotSee,
  zoneContains,
  zoneHasOnTop,
  zoneHolds,
  zoneHoldsCount,
  zoneIsEmpty,
  zoneOrderIs,
} from "./zone.steps.js";
import { gameNamed, gameNames, infoOf, projectRulesFolder } from "../support/games.js";
import { readdirSync } from "node:fs";

const { subject: SUBJ, topic: TOPIC, object: OBJ, toward: TOWARD, is: IS } = PARTICLE;
const PLAYER = String.raw`([^\s"]+?)`;
/** one or more quoted names: "2점짜리 마라톤"과 "2점짜리 종합 경기" */
const QUOTED = `("[^"]+"(?:(?:, |와 |과 )"[^"]+")*)`;
const RULE = String.raw`([A-Z]+-[A-Z]+\d+)`;

type Body = (this: AgonWorld, ...args: string[]) => void;

const re = (pattern: string): RegExp => new RegExp(`^${pattern}$`);

/** A failure told in Korean only: Cucumber prints an error's stack, and the step's own frame
 *  would end the message in English (at AgonWorld.wrapped ...). */
function withoutStack(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** A Korean step: its pattern, and its body wrapped so that its particles are checked first and a
 *  failure is told in Korean: what the step expected (`expected`), then the detail with every thing
 *  by its Korean name, then the scenario's options by their Korean names. Each step calls
 *  Given/When/Then itself (`Given(...step(...))`), so that Cucumber reports the step's own line. */
function step(pattern: RegExp, expected: string, body: Body): [RegExp, Body] {
  const slots = new RegExp(pattern.source, "d");
  const wrapped = function (this: AgonWorld, ...args: string[]) {
    checkParticles(this, slots);
    try {
      body.apply(this, args);
    } catch (e) {
      throw withoutStack(
        `단계 실패 (${expected}): ${this.stepText}\n  ${koreanDetail(this, e)}${this.gameName ? optionHint(this.game, this.options) : ""}`,
      );
    }
  };
  // Cucumber checks a step function's arity against the pattern's groups
  Object.defineProperty(wrapped, "length", { value: body.length });
  return [pattern, wrapped];
}

/** A step's failure in Korean: a step's own failure by its Korean sentence; a name the engine does
 *  not know (which the steps check before it, support/entries.ts) as the step's mistake, not the
 *  rules file's; any other error (the rules file broke an invariant, ran out of steps) with its
 *  code and message as the engine gives them, which agon mutate reads. */
function koreanDetail(world: AgonWorld, e: unknown): string {
  if (e instanceof StepFailure)
    return e.in(
      koreanNamer(
        world.gameName ? world.game : undefined,
        world.players.map((p) => p.name),
      ),
    );
  if (e instanceof AgonError && NAME_ERRORS.has(e.diagnostic.code)) {
    // the engine quotes the name it lacks last (`hand` has no instance `안니`)
    const name = [...e.message.matchAll(/`([^`]+)`/g)].at(-1)?.[1];
    return `이 게임에서 찾을 수 없는 이름을 단계에 썼다${name ? `: "${name}"` : ""} (게임의 한국어 이름으로 쓴다)`;
  }
  if (e instanceof AgonError) return `규칙 파일을 실행하다 오류가 났다: ${e.diagnostic.code}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

/** the engine's errors for a name it does not know: a step's mistake */
const NAME_ERRORS = new Set(["unknown-enum-value", "unknown-attribute", "unknown-player", "unknown-zone", "unknown-card", "unknown-name"]);

/** A step whose particle does not follow the word before it (안나은, 안나이, 벤다, 3를) is refused, so
 *  that a translator's own scenarios are held to the same Korean as the project's: the particle or
 *  copula after each word the pattern leaves open (a name, a number, a rule ID, a list and the
 *  와/과 inside it), and after every Korean name of the game and quoted name anywhere in the step. */
function checkParticles(world: AgonWorld, pattern: RegExp): void {
  const names = [...world.players.map((p) => p.name), "카드", "칩"];
  if (world.gameName) for (const d of localizedNames(world.game)) if (d.names.ko) names.push(d.names.ko);
  const slots = pattern.exec(world.stepText)?.indices?.slice(1) ?? [];
  const wrong = [...slotParticles(world.stepText, slots), ...wrongParticles(world.stepText, names)];
  if (wrong.length === 0) return;
  const fixes = [...new Map(wrong.map((w) => [w.written, `"${w.written}" → "${w.right}"`])).values()].join(", ");
  throw withoutStack(`조사가 앞말과 맞지 않는다: ${world.stepText}\n  고칠 곳: ${fixes}`);
}

// ------------------------------------------------------------------ set-up

/** the game whose Korean name this is, among the project's rules files */
function gameByKoreanName(name: string): string {
  const files = readdirSync(projectRulesFolder()).filter((f) => f.endsWith(".agon"));
  for (const file of files) {
    const id = file.replace(/\.agon$/, "");
    if (koNamesOf(gameNamed(id), "game").some((g) => g.ko === name)) return id;
  }
  throw fail("noGameNamed", name, gameNames("ko"));
}

/** 게임은 올림피아 2000이다 */
Given(
  ...step(re(`게임은 (\\D.*?)${IS}`), "게임을 정한다", function (name) {
    this.requireNotStarted("game");
    this.gameName = gameByKoreanName(name);
    this.checkOptionTags();
  }),
);

/** 플레이어는 안나, 벤과 클레오다 */
Given(
  ...step(re(`플레이어는 (\\D.*?)${IS}`), "플레이어를 정한다", function (names) {
    givenPlayers.call(this, koList(names));
  }),
);

const KOREAN_NAMES = ["안나", "벤", "클레오", "도라", "에밀"];

/** 플레이어는 4명이다: 안나, 벤, 클레오, 도라 (에밀) */
Given(
  ...step(re(String.raw`플레이어는 (\d+)명이다`), "플레이어 수를 정한다", function (n) {
    if (Number(n) > KOREAN_NAMES.length) throw fail("tooManyDefaultNames", KOREAN_NAMES.length);
    givenPlayers.call(this, KOREAN_NAMES.slice(0, Number(n)));
  }),
);

/** 게임은 2명에서 5명까지 할 수 있다 */
Then(
  ...step(re(String.raw`게임은 (\d+)명에서 (\d+)명까지 할 수 있다`), "게임 인원", function (min, max) {
    gameAllows.call(this, Number(min), Number(max));
  }),
);

/** 카드 "헥토르"는 "헥토르 (14)"로 보인다: how the card reads now */
Then(
  ...step(re(`카드 "([^"]+)"${TOPIC} "([^"]+)"${TOWARD} 보인다`), "카드가 그렇게 보인다", function (card, expected) {
    cardReads.call(this, card, expected);
  }),
);

/** an option by its Korean name, quoted: "위로 칩 점수" */
const OPTION = `"([^"]+)"`;
const option = (world: AgonWorld, name: string) => koName(world.game, "option", name);

/** 옵션 "위로 칩 점수"는 OLY-E3을 정한다 */
Then(
  ...step(re(`옵션 ${OPTION}${TOPIC} ${RULE}${OBJ} 정한다`), "옵션이 그 규칙을 정한다", function (name, rule) {
    optionResolves.call(this, option(this, name), rule);
  }),
);

/** 옵션 "위로 칩 점수"의 기본값은 영어판의 해석이다 (한글판의, 두 규칙서의; 어느 규칙서의 해석도 아니다) */
const WHOSE: Record<string, string> = { 영어판: "en", 한글판: "ko", "두 규칙서": "both" };
Then(
  ...step(
    re(`옵션 ${OPTION}의 기본값은 (영어판|한글판|두 규칙서)의 해석이다`),
    "옵션의 기본값이 그 규칙서의 해석이다",
    function (name, whose) {
      optionDefaultIsReadingOf.call(this, option(this, name), WHOSE[whose]!);
    },
  ),
);
Then(
  ...step(re(`옵션 ${OPTION}의 기본값은 어느 규칙서의 해석도 아니다`), "옵션의 기본값은 규칙 파일이 정했다", function (name) {
    optionDefaultIsReadingOf.call(this, option(this, name), "neither");
  }),
);

/** 옵션 "위로 칩 점수"의 값은 2가지다 */
Then(
  ...step(re(String.raw`옵션 ${OPTION}의 값은 (\d+)가지다`), "옵션의 값이 그만큼 있다", function (name, n) {
    optionValueCount.call(this, option(this, name), Number(n));
  }),
);

/** An option's values by their Korean names (thing option-value, named `option=value`), in order. */
function koOptionValues(world: AgonWorld, option: string): { value: string; ko?: string }[] {
  const prefix = `${option}=`;
  return localizedNames(world.game)
    .filter((d) => d.thing === "option-value" && d.name.startsWith(prefix))
    .map((d) => ({ value: d.name.slice(prefix.length), ko: d.names.ko }));
}

/** 옵션 "위로 칩 점수"의 값은 "점수에 더한다"와 "더하지 않는다"다 */
Then(
  ...step(re(`옵션 ${OPTION}의 값은 ${QUOTED}${IS}`), "옵션의 값이 이 한국어 이름들이다", function (name, values) {
    const actual = koOptionValues(this, option(this, name)).map((v) => v.ko ?? v.value);
    if (actual.join("|") !== koItems(values).join("|")) throw fail("koValuesAre", name, actual);
  }),
);

/** 옵션 "위로 칩 점수"의 기본값은 "점수에 더한다"다 */
Then(
  ...step(re(`옵션 ${OPTION}의 기본값은 "([^"]+)"${IS}`), "옵션의 기본값", function (name, text) {
    const values = koOptionValues(this, option(this, name));
    const found = values.find((v) => v.ko === text);
    if (!found)
      throw fail(
        "notKoValue",
        text,
        name,
        values.map((v) => v.ko ?? v.value),
      );
    const actual = String(infoOf(this.game).options.find((o) => o.name === option(this, name))?.default);
    if (actual !== found.value) {
      const ko = values.find((v) => v.value === actual)?.ko ?? actual;
      throw fail("koDefaultIs", name, ko, text);
    }
  }),
);

/** 옵션 "손의 카드 수"의 기본값은 4다 */
Then(
  ...step(re(String.raw`옵션 ${OPTION}의 기본값은 (\d+)${IS}`), "옵션의 기본값", function (name, n) {
    optionDefaultsTo.call(this, option(this, name), String(n));
  }),
);

/** 옵션 "손의 카드 수"에 6을 쓸 수 있다 / 7을 쓸 수 없다 */
Then(
  ...step(re(String.raw`옵션 ${OPTION}에 (\d+)${OBJ} 쓸 수 (있다|없다)`), "옵션에 그 값을 쓸 수 있는지", function (name, n, can) {
    (can === "있다" ? optionAccepts : optionRefuses).call(this, option(this, name), String(n));
  }),
);

/** 카드덱의 맨 위 4장만 남기고 나머지는 제외 더미에 놓는다 */
Given(
  ...step(re(String.raw`(.+?)의 맨 위 (\d+)장만 남기고 나머지는 (.+?)에 놓는다`), "카드를 덜어 낸다", function (from, keep, to) {
    keepTopOnly.call(this, Number(keep), parseKoZone(this.game, from), parseKoZone(this.game, to));
  }),
);

// ------------------------------------------------------------------ decisions

/** `I 칸에 놓을 칩으로 "2점짜리 마라톤"을` or `"2점짜리 마라톤"을`: the label (if any) and the answers */
function labelAndAnswers(world: AgonWorld, text: string): { label?: string; answers: string[] } {
  const object = text.match(new RegExp(`^(.+)${OBJ}$`));
  if (!object) throw fail("objectParticle", text);
  const cut = cutName(world.game, "decision", object[1]!, TOWARD);
  return cut ? { label: cut.name, answers: koItems(cut.rest) } : { answers: koItems(object[1]!) };
}

/** 안나가 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다 / 안나가 벤을 고른다 */
Given(
  ...step(re(`${PLAYER}${SUBJ} (.+)(?<!\\d번) (?:고른다|골랐다)`), "결정을 내린다", function (player, rest) {
    const { label, answers } = labelAndAnswers(this, rest);
    const planned: PlannedAnswer[] = answers.map((answer) => ({ player: this.player(player), answer, label }));
    decide(this, planned);
  }),
);

/** | 플레이어 | 선택 | (선택 사항: | 결정 |, 결정의 한국어 이름) */
When(
  ...step(re(`플레이어들이 다음과 같이 고른다:`), "플레이어들이 고른다", function (table) {
    const rows = (table as unknown as DataTable).hashes();
    const planned = rows.map((row) => ({
      player: this.player(row.플레이어!),
      answer: row.선택!,
      label: row.결정 ? koName(this.game, "decision", row.결정) : undefined,
    }));
    answerAll(this.match, planned, (t, opts) => this.value(t, opts, this.match));
  }),
);

/** 시드는 11이다 */
Given(
  ...step(re(String.raw`시드는 (\d+)${IS}`), "시드를 정한다", function (seed) {
    givenSeed.call(this, Number(seed));
  }),
);

/** 시드 11의 무작위 선택으로 게임을 끝까지 진행한다 */
When(
  ...step(re(String.raw`시드 (\d+)의 무작위 선택으로 게임을 끝까지 진행한다`), "무작위 선택으로 게임을 끝까지 진행한다", function (seed) {
    playToEndRandom.call(this, Number(seed));
  }),
);

/** 플레이어마다 총점은 자기 월계관과 위로 칩의 점수를 더한 것이다 */
Then(
  ...step(
    re(`플레이어마다 총점은 자기 (.+)의 (\\S+)${OBJ} 더한 것이다`),
    "총점은 그 구역들의 카드 값을 더한 것이다",
    function (zones, attribute) {
      const names = koList(zones).map((z) => koName(this.game, "zone", z));
      scoresTotalOf.call(this, koName(this.game, "attribute", attribute), names);
    },
  ),
);

/** 총점이 가장 높은 플레이어가 이긴다 */
Then(
  ...step(re(`총점이 가장 높은 플레이어가 이긴다`), "총점이 가장 높은 플레이어가 이긴다", function () {
    highestScoreWins.call(this);
  }),
);

/** 매번 첫 번째 선택지를 골라 게임을 끝까지 진행한다 */
When(
  ...step(re(`매번 첫 번째 선택지를 골라 게임을 끝까지 진행한다`), "게임을 끝까지 진행한다", function () {
    playToEndFirstLegal.call(this);
  }),
);

const decisionLabel = (world: AgonWorld, text: string) => koName(world.game, "decision", text);

/** 클레오가 II 칸에 놓을 종목을 골라야 한다 */
Then(
  ...step(re(`${PLAYER}${SUBJ} (.+)${OBJ} 골라야 한다`), "그 플레이어가 그 결정을 내릴 차례다", function (player, label) {
    mustChoose.call(this, player, decisionLabel(this, label));
  }),
);

/** 안나가 낼 선수를 비공개로 골라야 한다 (what the rules file makes of a choice: the Korean text
 *  says only that the cards are revealed together, and the account says 비공개 선택) */
Then(
  ...step(re(`${PLAYER}${SUBJ} (.+)${OBJ} 비공개로 골라야 한다`), "그 결정은 비공개다", function (player, label) {
    mustChooseInSecret.call(this, player, decisionLabel(this, label));
  }),
);

/** 안나가 카드를 받을 사람을 안나, 벤과 클레오 중에서 골라야 한다 */
Then(
  ...step(re(`${PLAYER}${SUBJ} (.+) 중에서 골라야 한다`), "그 결정의 선택지가 이것들이다", function (player, rest) {
    const cut = cutName(this.game, "decision", rest, OBJ);
    if (!cut) throw fail("noDecisionName", rest);
    mustChooseFrom.call(this, player, cut.name, koItems(cut.rest));
  }),
);

/** 클레오가 II 칸에 놓을 종목으로 활쏘기만 고를 수 있다: the decision's one option (중에서 wants
 *  more than one) */
Then(
  ...step(re(`${PLAYER}${SUBJ} (.+)만 고를 수 있다`), "그 결정의 선택지가 이것 하나다", function (player, rest) {
    const cut = cutName(this.game, "decision", rest, TOWARD);
    if (!cut) throw fail("noDecisionName", rest);
    mustChooseFrom.call(this, player, cut.name, koItems(cut.rest));
  }),
);

/** 안나가 낼 선수를 5번 골랐다 */
Then(
  ...step(re(String.raw`${PLAYER}${SUBJ} (.+)${OBJ} (\d+)번 골랐다`), "그 결정을 그만큼 내렸다", function (player, label, n) {
    choseTimes.call(this, player, decisionLabel(this, label), Number(n));
  }),
);

/** 아무도 II 칸에 놓을 종목을 고르지 않았다 */
Then(
  ...step(re(`아무도 (.+)${OBJ} 고르지 않았다`), "아무도 그 결정을 내리지 않았다", function (label) {
    noneChosen.call(this, decisionLabel(this, label));
  }),
);

/** 클레오는 "3점짜리 마라톤"을 고를 수 없다 */
Then(
  ...step(re(`${PLAYER}${TOPIC} ${QUOTED}${OBJ} 고를 수 없다`), "그것은 고를 수 없다", function (player, answers) {
    cannotChoose.call(this, player, koItems(answers));
  }),
);

/** 클레오가 무엇을 고르든 "3점짜리 마라톤"은 II 칸에 오지 않는다 (every answer tried on a copy) */
Then(
  ...step(
    re(`${PLAYER}${SUBJ} 무엇을 고르든 ${QUOTED}${TOPIC} (.+?)에 오지 않는다`),
    "어떤 답으로도 그 카드가 그 구역에 오지 않는다",
    function (player, cards, zone) {
      neverComesInto.call(this, player, koItems(cards), parseKoZone(this.game, zone));
    },
  ),
);

/** 안나가 "선수 31"을 보았다 (whether anyone else saw it is a step of its own: 볼 수 없다) */
Then(
  ...step(re(`${PLAYER}${SUBJ} ${QUOTED}${OBJ} 보았다`), "그 플레이어가 그 카드를 보았다", function (player, cards) {
    lookedAtInSecret.call(this, player, koItems(cards));
  }),
);

// ------------------------------------------------------------------ zones

/** 안나의 손에 "헥토르"와 "카스토르"가 있다: as a Given (조건) it puts these cards there and no
 *  others; as a Then (그러면) it checks what it says in Korean, that they are there (among others:
 *  `…에는 …만 있다` says nothing else is) */
Given(
  ...step(re(`(?!.*의 맨 위에 )(.+?)에 ${QUOTED}${SUBJ} 있다`), "그 구역에 그 카드가 있다", function (zone, cards) {
    const z = parseKoZone(this.game, zone);
    if (this.stepKind === "Context") zoneHolds.call(this, z, koItems(cards));
    else zoneContains.call(this, z, koItems(cards));
  }),
);

/** 안나의 월계관에는 "2점짜리 마라톤"만 있다: these cards and no others (as a Given, put there) */
Given(
  ...step(re(`(.+?)에는 ${QUOTED}만 있다`), "그 구역에 그 카드만 있다", function (zone, cards) {
    zoneHolds.call(this, parseKoZone(this.game, zone), koItems(cards));
  }),
);

/** 안나의 손에 "선수 31"이 들어 있다 (among others) */
Then(
  ...step(re(`(.+?)에 ${QUOTED}${SUBJ} 들어 있다`), "그 구역에 그 카드가 들어 있다", function (zone, cards) {
    zoneContains.call(this, parseKoZone(this.game, zone), koItems(cards));
  }),
);

/** 카드덱의 맨 위에 "헤라클레스"가 있다 */
Given(
  ...step(re(`(.+?)의 맨 위에 ${QUOTED}${SUBJ} 있다`), "그 카드가 맨 위에 있다", function (zone, cards) {
    zoneHasOnTop.call(this, parseKoZone(this.game, zone), koItems(cards));
  }),
);

/** 마라톤의 칩 줄에는 위에서부터 "3점짜리 마라톤", "4점짜리 마라톤"이 있다 */
Then(
  ...step(re(`(.+?)에는 위에서부터 ${QUOTED}${SUBJ} 있다`), "그 구역의 카드가 이 순서다", function (zone, cards) {
    zoneOrderIs.call(this, parseKoZone(this.game, zone), koItems(cards));
  }),
);

/** 모든 손에 카드가 4장 있다 (each instance), 공급처에 칩이 6개 있다; with a card's Korean
 *  name, as a Given: 벤의 위로 칩에 위로 칩이 3개 있다 (the first cards of that name go there) */
Given(
  ...step(re(String.raw`(.+?)에 (.+?)${SUBJ} (\d+)(장|개) 있다`), "그 구역에 그만큼 있다", function (zone, noun, n, counter) {
    const z = parseKoZone(this.game, zone);
    if (noun === "카드" || noun === "칩") {
      checkCounter(this.game, [z], noun, counter, Number(n));
      return zoneHoldsCount.call(this, z, Number(n), noun);
    }
    if (this.stepKind !== "Context") throw fail("countOnlyAsGiven", noun);
    const ids = this.catalog.findCards(noun, "ko");
    if (ids.length < Number(n)) throw fail("notEnoughCards", noun, ids.length, counter);
    zoneHolds.call(this, z, ids.slice(0, Number(n)));
  }),
);

/** 안나에게 위로 칩이 1개 있다: a player's own zone by its Korean name (안나의 위로 칩), counted
 *  without naming the zone's cards again (not 안나의 위로 칩에 위로 칩이); as a Given (조건), the
 *  first cards of the zone's name go there (the zone is named after what it holds) */
Given(
  ...step(re(String.raw`${PLAYER}에게 (.+?)${SUBJ} (\d+)(장|개) 있다`), "그 플레이어에게 그만큼 있다", function (player, noun, n, counter) {
    const z = parseKoZone(this.game, `${player}의 ${noun}`);
    const counted = kindNoun(this.game, z);
    if (counted) checkCounter(this.game, [z], counted, counter, Number(n));
    if (this.stepKind !== "Context") return holds(this, player, noun, counted, () => zoneHoldsCount.call(this, z, Number(n), counted));
    const ids = this.catalog.findCards(noun, "ko");
    if (ids.length < Number(n)) throw fail("notEnoughCards", noun, ids.length, counter);
    zoneHolds.call(this, z, ids.slice(0, Number(n)));
  }),
);

/** A count of a player's own zone, whose failure says so: 벤에게 위로 칩이 1개 있다 (기대: 2개), not 벤의
 *  위로 칩에 칩이 1개 있다. */
function holds(world: AgonWorld, player: string, zone: string, noun: string | undefined, check: () => void): void {
  try {
    check();
  } catch (e) {
    if (e instanceof StepFailure && e.code === "zoneCount") {
      const [, count, expected] = (e as StepFailure<"zoneCount">).args;
      throw fail("playerHolds", world.player(player), zone, count, expected, noun ?? "카드");
    }
    throw e;
  }
}

/** 벤에게는 위로 칩이 없다 */
Then(
  ...step(re(`${PLAYER}에게는 (.+?)${SUBJ} 없다`), "그 플레이어에게는 없다", function (player, noun) {
    zoneIsEmpty.call(this, parseKoZone(this.game, `${player}의 ${noun}`));
  }),
);

/** 카드덱과 모든 손에 카드가 모두 55장 있다 (the total over the zones) */
Then(
  ...step(
    re(String.raw`(.+?)에 (카드|칩)${SUBJ} 모두 (\d+)(장|개) 있다`),
    "그 구역들에 모두 그만큼 있다",
    function (zones, noun, n, counter) {
      const refs = parseKoZones(this.game, zones);
      checkCounter(this.game, refs, noun, counter, Number(n));
      cardsInZones.call(this, Number(n), refs, noun);
    },
  ),
);

/** 벤의 월계관은 비어 있다 */
Then(
  ...step(re(`(.+?)${TOPIC} 비어 있다`), "그 구역은 비어 있다", function (zone) {
    zoneIsEmpty.call(this, parseKoZone(this.game, zone));
  }),
);

/** 안나는 "헥토르"를 볼 수 있다 / 볼 수 없다 */
Then(
  ...step(re(`${PLAYER}${TOPIC} ${QUOTED}${OBJ} 볼 수 (있다|없다)`), "그 플레이어가 그 카드를 볼 수 있는지", function (player, cards, can) {
    (can === "있다" ? playerCanSee : playerCannotSee).call(this, player, koItems(cards));
  }),
);

// ------------------------------------------------------------------ card data

const plain = (world: AgonWorld, text: string): string => String(world.value(text));

/** `마라톤 순위` -> the key 마라톤 and the attribute `placing`; `점수` -> the attribute `value` */
function keyAndAttribute(world: AgonWorld, text: string): { key?: string; attribute: string } {
  const cut = cutNameAtEnd(world.game, "attribute", text);
  if (!cut)
    throw fail(
      "attributeAtEnd",
      text,
      koNamesOf(world.game, "attribute").map((a) => a.ko),
    );
  return { key: cut.before === "" ? undefined : plain(world, cut.before), attribute: cut.name };
}

/** 카드 "헥토르"의 마라톤 순위는 14다, 카드 "아이아스"의 원반 던지기 순위는 규칙 위반이다 */
Given(
  ...step(re(`카드 "([^"]+)"의 (.+?)${TOPIC} (.+?)${IS}`), "카드의 값이 이렇다", function (card, what, value) {
    const { key, attribute } = keyAndAttribute(this, what);
    if (key === undefined) cardHas.call(this, card, attribute, plain(this, value));
    else cardHasIn.call(this, card, attribute, plain(this, value), key);
  }),
);

/** 시험을 위해 카드 "아이아스"의 마라톤 순위를 29로 바꾼다 (a test deck: one entry changed, to reach
 *  a position the printed deck cannot) */
Given(
  ...step(
    re(`시험을 위해 카드 "([^"]+)"의 (.+?)${OBJ} (.+?)(?:으로|로) 바꾼다`),
    "시험용으로 카드의 값을 바꾼다",
    function (card, what, value) {
      const { key, attribute } = keyAndAttribute(this, what);
      if (key === undefined) throw fail("entryToChange", what);
      testDeckCardHasIn.call(this, card, attribute, plain(this, value), key);
    },
  ),
);

/** 카드 "선수 49"는 목발을 짚은 선수다 / 목발을 짚은 선수가 아니다 (a true-or-false attribute) */
Given(
  ...step(re(`카드 "([^"]+)"${TOPIC} (?!")(.+)다`), "카드가 그렇다", function (card, said) {
    const negated = said.match(/^(.+)(?:이|가) 아니$/);
    const attribute = negated ? negated[1]! : said.replace(/이$/, "");
    cardHas.call(this, card, koName(this.game, "attribute", attribute), String(!negated));
  }),
);

/** 선수 카드의 순위는 마라톤, 원반 던지기, 높이뛰기, 활쏘기와 종합 경기에서 읽는다 */
Given(
  ...step(re(`(.+?)의 (.+?)${TOPIC} (.+)에서 읽는다`), "속성을 읽을 항목", function (kind, attribute, keys) {
    koName(this.game, "kind", kind);
    // each entry by its Korean name, checked here (멀리뛰기 fails this step, not the one that reads it)
    readAttributeIn.call(this, koName(this.game, "attribute", attribute), koList(keys));
  }),
);

/** 카드덱과 모든 손의 카드 중 12장은 가장 좋은 순위가 1위에서 3위 사이다 */
Then(
  ...step(
    re(String.raw`(.+?)의 카드 중 (\d+)장${TOPIC} 가장 좋은 (.+?)${SUBJ} (\d+)위에서 (\d+)위 사이다`),
    "가장 좋은 순위의 카드 수",
    function (zones, n, attribute, low, high) {
      lowestBetween.call(
        this,
        Number(n),
        parseKoZones(this.game, zones),
        koName(this.game, "attribute", attribute),
        Number(low),
        Number(high),
      );
    },
  ),
);

/** 카드덱과 모든 손의 카드 중 7장이 목발을 짚은 선수다 */
Then(
  ...step(re(String.raw`(.+?)의 카드 중 (\d+)장${SUBJ} (.+?)${IS}`), "그런 카드의 수", function (zones, n, attribute) {
    countWithAttribute.call(this, Number(n), parseKoZones(this.game, zones), koName(this.game, "attribute", attribute), "true");
  }),
);

/** 공급처의 모든 칩은 점수가 1이다 */
Then(
  ...step(re(`(.+?)의 모든 (?:카드|칩)${TOPIC} (.+?)${SUBJ} (.+?)${IS}`), "모든 카드의 값", function (zones, attribute, value) {
    everyCardHas.call(this, parseKoZones(this.game, zones), koName(this.game, "attribute", attribute), plain(this, value));
  }),
);

/** 모든 칩 줄에서 종목이 마라톤인 칩의 점수는 2, 3, 4, 5와 6이다 (numbers), or names */
Then(
  ...step(
    re(`(.+?)에서 (.+?)${SUBJ} (.+?)인 (?:카드|칩)의 (.+?)${TOPIC} (.+?)${IS}`),
    "그런 카드들의 값",
    function (zones, attribute, value, other, expected) {
      const refs = parseKoZones(this.game, zones);
      const a = koName(this.game, "attribute", attribute);
      const b = koName(this.game, "attribute", other);
      const items = koList(expected);
      if (items.every((i) => /^-?\d+$/.test(i))) numbersOfCardsWith.call(this, refs, a, plain(this, value), b, items.map(Number));
      else
        valuesOfCardsWith.call(
          this,
          refs,
          a,
          plain(this, value),
          b,
          items.map((t) => plain(this, t)),
        );
    },
  ),
);

/** 카드덱과 모든 손의 어떤 두 카드도 마라톤 순위가 같지 않다 */
Then(
  ...step(re(`(.+?)의 어떤 두 카드도 (.+?)${SUBJ} 같지 않다`), "어떤 두 카드도 같은 값이 아니다", function (zones, what) {
    const { key, attribute } = keyAndAttribute(this, what);
    if (key === undefined) throw fail("entryOf", what);
    noTwoShare.call(this, parseKoZones(this.game, zones), attribute, key);
  }),
);

// ------------------------------------------------------------------ events and results

/** 안나가 딜러다: a variable that holds a player, by its Korean name (게임이 끝났다 is its own step) */
Then(
  ...step(re(`${PLAYER}${SUBJ} (?!끝났다$)(\\S+?)${IS}`), "그 플레이어가 그 역할이다", function (player, variable) {
    playerIsThe.call(this, player, koName(this.game, "variable", variable));
  }),
);

/** 규칙 OLY-X2에 따라 "3점짜리 마라톤"이 마라톤의 칩 줄에서 II 칸으로 옮겨졌다 */
Then(
  ...step(
    re(`규칙 ${RULE}에 따라 ${QUOTED}${SUBJ} (.+?)에서 (.+?)${TOWARD} 옮겨졌다`),
    "그 규칙에 따라 그 카드가 옮겨졌다",
    function (rule, cards, from, to) {
      checkMoved(this, { cards: this.cards(koItems(cards)), from: parseKoZone(this.game, from), to: parseKoZone(this.game, to), rule });
    },
  ),
);

/** 규칙 OLY-S4에 따라 카드덱을 섞었다 */
Then(
  ...step(re(`규칙 ${RULE}에 따라 (.+?)${OBJ} 섞었다`), "그 규칙에 따라 그 구역을 섞었다", function (rule, zone) {
    shuffledBy.call(this, parseKoZone(this.game, zone), rule);
  }),
);

/** 규칙 OLY-T9가 적용되었다 */
Then(
  ...step(re(`규칙 ${RULE}${SUBJ} 적용되었다`), "그 규칙이 적용되었다", function (rule) {
    ruleApplied.call(this, rule);
  }),
);

/** 게임이 끝났다 */
Then(
  ...step(re(`게임이 끝났다`), "게임이 끝났다", function () {
    gameIsOver.call(this);
  }),
);

/** 승자는 안나와 벤이다 */
Then(
  ...step(re(`승자는 (.+?)${IS}`), "승자가 이들이다", function (names) {
    winnersAre.call(this, koList(names));
  }),
);

/** 안나의 총점은 52점이다 */
Then(
  ...step(re(String.raw`${PLAYER}의 총점은 (\d+)점이다`), "그 플레이어의 총점", function (player, points) {
    playerScores.call(this, player, Number(points));
  }),
);

/** 안나의 총점은 아직 0점이다: a player's variable, by its Korean name, as it stands before the end
 *  (the step above reads the result) */
Then(
  ...step(re(String.raw`${PLAYER}의 (\S+?)${TOPIC} 아직 (\d+)점이다`), "그 플레이어의 값", function (player, variable, n) {
    playerVariableIs.call(this, player, koName(this.game, "variable", variable), Number(n));
  }),
);
