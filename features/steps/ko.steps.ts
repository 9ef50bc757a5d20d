// The vocabulary in Korean, for features translated from the Korean rulebook. Each Korean pattern
// calls the function of its English twin (exported by the English step file), so the two
// languages cannot drift apart; only the reading of the words differs. The particles follow the
// noun (가/이, 를/을, 로/으로), so these steps are regular expressions. Cards and symbols are
// named by their Korean names ("마라톤 2", "높이뛰기"); zones and rule IDs as in English.
import { Given, Then, When } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { AgonWorld } from "../support/world.js";
import { answerAll, decide, type PlannedAnswer } from "../support/decisions.js";
import { checkMoved } from "../support/moves.js";
import { parseKoZone, quotedItems } from "../support/ko.js";
import { cardHas, cardHasIn, countWithAttribute, noTwoShare, everyCardHas, nameInLanguage, numbersOfCardsWith, valuesOfCardsWith } from "./card-data.steps.js";
import { cannotChoose, choseTimes, mustChoose, noneChosen, mustChooseFrom, mustChooseInSecret, playToEndFirstLegal } from "./decision.steps.js";
import { gameAllows } from "./game-facts.steps.js";
import { lookedAtInSecret, ruleApplied, triggerFired } from "./event.steps.js";
import { gameIsOver, playerIsThe, playerScores, winnersAre } from "./result.steps.js";
import { givenGame, givenOption, givenPlayerCount, givenPlayers, keepTopOnly } from "./setup.steps.js";
import {
  cardsInZones, playerCanSee, zoneContains, playerCannotSee, zoneHasOnTop, zoneHolds, zoneHoldsCount, zoneIsEmpty, zoneOrderIs,
} from "./zone.steps.js";

const NAME = String.raw`([^\s"]+?)`;
const SUBJECT = String.raw`(?:가|이|는|은)`;
const OBJECT = String.raw`(?:를|을)`;
const TOWARD = String.raw`(?:으로|로)`;
/** one or more quoted names: "마라톤 2", "종합 경기 2" */
const QUOTED = String.raw`("[^"]+"(?:, "[^"]+")*)`;
const RULE = String.raw`([A-Z]+-[A-Z]+\d+)`;

const ko = (pattern: string): RegExp => new RegExp(`^${pattern}$`);

// ------------------------------------------------------------------ set-up

/** 게임 "olympia-2000" */
Given(ko(`게임 "([^"]+)"`), function (this: AgonWorld, name: string) {
  givenGame.call(this, name);
});

/** 플레이어는 안나, 벤, 클레오 */
Given(ko(`플레이어(?:는|가) (.+)`), function (this: AgonWorld, names: string) {
  givenPlayers.call(this, names.split(/\s*,\s*/).map((name) => name.trim()));
});

/** 게임은 2명에서 5명까지 할 수 있다 */
Then(ko(String.raw`게임은 (\d+)명에서 (\d+)명까지 할 수 있다`), function (this: AgonWorld, min: string, max: string) {
  gameAllows.call(this, Number(min), Number(max));
});

/** 플레이어 4명 */
Given(ko(String.raw`플레이어 (\d+)명`), function (this: AgonWorld, n: string) {
  givenPlayerCount.call(this, Number(n));
});

/** 옵션 "opening-tiles"는 "random"이다 */
Given(ko(`옵션 "([^"]+)"${SUBJECT} "([^"]+)"(?:이다|다)`), function (this: AgonWorld, option: string, value: string) {
  givenOption.call(this, option, value);
});

/** pile의 맨 위 4장만 남기고 나머지는 gone에 놓는다 */
Given(ko(String.raw`(.+?)의 맨 위 (\d+)장만 남기고 나머지는 (.+?)에 놓는다`), function (this: AgonWorld, from: string, keep: string, to: string) {
  keepTopOnly.call(this, Number(keep), parseKoZone(from), parseKoZone(to));
});

// ------------------------------------------------------------------ decisions

function koDecide(world: AgonWorld, player: string, answers: string, label?: string): void {
  const planned: PlannedAnswer[] = quotedItems(answers).map((answer) => ({ player: world.player(player), answer, label }));
  decide(world, planned);
}

/** 안나가 "opening tile for circle I"로 "마라톤 2"를 고른다 (골랐다) */
Given(ko(`${NAME}${SUBJECT} "([^"]+)"${TOWARD} ${QUOTED}${OBJECT} (?:고른다|골랐다)`),
  function (this: AgonWorld, player: string, label: string, answers: string) {
    koDecide(this, player, answers, label);
  });

/** 안나가 "마라톤 2"를 고른다 */
Given(ko(`${NAME}${SUBJECT} ${QUOTED}${OBJECT} (?:고른다|골랐다)`), function (this: AgonWorld, player: string, answers: string) {
  koDecide(this, player, answers);
});

/** | 플레이어 | 선택 | (선택 사항: | 결정 |): the table of `the players choose:` */
When(ko(`플레이어들이 다음과 같이 고른다:`), function (this: AgonWorld, table: DataTable) {
  const planned = table.hashes().map((row) => ({ player: this.player(row["플레이어"]!), answer: row["선택"]!, label: row["결정"] || undefined }));
  answerAll(this.match, planned, (t, opts) => this.value(t, opts, this.match));
});

/** 처음 가능한 선택으로 게임을 끝까지 진행한다 */
When(ko(`처음 가능한 선택으로 게임을 끝까지 진행한다`), function (this: AgonWorld) {
  playToEndFirstLegal.call(this);
});

/** 클레오가 "discipline for circle II"를 골라야 한다 */
Then(ko(`${NAME}${SUBJECT} "([^"]+)"${OBJECT} 골라야 한다`), function (this: AgonWorld, player: string, label: string) {
  mustChoose.call(this, player, label);
});

/** 안나가 "who gets the card"를 "안나", "벤" 중에서 골라야 한다 */
Then(ko(`${NAME}${SUBJECT} "([^"]+)"${OBJECT} ${QUOTED} 중에서 골라야 한다`), function (this: AgonWorld, player: string, label: string, answers: string) {
  mustChooseFrom.call(this, player, label, quotedItems(answers));
});

/** 안나가 "athlete to play"를 5번 골랐다 */
Then(ko(String.raw`${NAME}${SUBJECT} "([^"]+)"${OBJECT} (\d+)번 골랐다`), function (this: AgonWorld, player: string, label: string, n: string) {
  choseTimes.call(this, player, label, Number(n));
});

/** 아무도 "discipline for circle II"를 고르지 않았다 */
Then(ko(`아무도 "([^"]+)"${OBJECT} 고르지 않았다`), function (this: AgonWorld, label: string) {
  noneChosen.call(this, label);
});

/** 안나가 "선수 31"을 비밀리에 보았다 */
Then(ko(`${NAME}${SUBJECT} ${QUOTED}${OBJECT} 비밀리에 보았다`), function (this: AgonWorld, player: string, cards: string) {
  lookedAtInSecret.call(this, player, quotedItems(cards));
});

/** 안나가 "athlete to play"를 비밀리에 골라야 한다 */
Then(ko(`${NAME}${SUBJECT} "([^"]+)"${OBJECT} 비밀리에 골라야 한다`), function (this: AgonWorld, player: string, label: string) {
  mustChooseInSecret.call(this, player, label);
});

/** 클레오는 "마라톤 3"을 고를 수 없다 */
Then(ko(`${NAME}${SUBJECT} ${QUOTED}${OBJECT} 고를 수 없다`), function (this: AgonWorld, player: string, answers: string) {
  cannotChoose.call(this, player, quotedItems(answers));
});

// ------------------------------------------------------------------ zones

/** circle-1에 "마라톤 2"가 있다: arranges as a Given (조건), checks as a Then (그러면) */
Given(ko(`(?!.*의 맨 위에 )(.+?)에 ${QUOTED}(?:가|이) 있다`), function (this: AgonWorld, zone: string, cards: string) {
  zoneHolds.call(this, parseKoZone(zone), quotedItems(cards));
});

/** 안나의 hand에 "선수 31"이 들어 있다 (among others) */
Then(ko(`(.+?)에 ${QUOTED}(?:가|이) 들어 있다`), function (this: AgonWorld, zone: string, cards: string) {
  zoneContains.call(this, parseKoZone(zone), quotedItems(cards));
});

/** pile의 맨 위에 "헤라클레스"가 있다 */
Given(ko(`(.+?)의 맨 위에 ${QUOTED}(?:가|이) 있다`), function (this: AgonWorld, zone: string, cards: string) {
  zoneHasOnTop.call(this, parseKoZone(zone), quotedItems(cards));
});

/** row[discus]의 카드는 위에서부터 "원반던지기 3", "원반던지기 4"이다 */
Then(ko(`(.+?)의 카드는 위에서부터 ${QUOTED}(?:이다|다)`), function (this: AgonWorld, zone: string, cards: string) {
  zoneOrderIs.call(this, parseKoZone(zone), quotedItems(cards));
});

/** 모든 hand에 카드가 4장 있다 (each instance for 모든 ...) */
Then(ko(String.raw`(.+?)에 카드가 (\d+)장 있다`), function (this: AgonWorld, zone: string, n: string) {
  zoneHoldsCount.call(this, parseKoZone(zone), Number(n));
});

/** pile, 모든 hand에 카드가 모두 55장 있다 (the total over the zones) */
Then(ko(String.raw`(.+?)에 카드가 모두 (\d+)장 있다`), function (this: AgonWorld, zones: string, n: string) {
  cardsInZones.call(this, Number(n), zones.split(/\s*,\s*/).map(parseKoZone));
});

/** 벤의 won은 비어 있다 */
Then(ko(`(.+?)(?:은|는) 비어 있다`), function (this: AgonWorld, zone: string) {
  zoneIsEmpty.call(this, parseKoZone(zone));
});

/** 안나는 "헥토르"를 볼 수 있다 / 볼 수 없다 */
Then(ko(`${NAME}${SUBJECT} ${QUOTED}${OBJECT} 볼 수 (있다|없다)`), function (this: AgonWorld, player: string, cards: string, can: string) {
  (can === "있다" ? playerCanSee : playerCannotSee).call(this, player, quotedItems(cards));
});

/** 카드 "헥토르"의 placing (마라톤): 14: card data, the key by its Korean name */
Given(ko(`카드 "([^"]+)"의 (\\S+) \\(([^)]+)\\): (\\S+)`), function (this: AgonWorld, card: string, attribute: string, key: string, value: string) {
  cardHasIn.call(this, card, attribute, value, String(this.value(key)));
});

/** "높이뛰기 2"는 ko에서 카드 "long-jump-2"의 이름이다 */
Then(ko(`"([^"]+)"${SUBJECT} (\\S+)에서 카드 "([^"]+)"의 이름이다`), function (this: AgonWorld, name: string, language: string, id: string) {
  nameInLanguage.call(this, name, language, id);
});

const zonesOf = (text: string) => text.split(/\s*,\s*/).map(parseKoZone);
/** a value as the English steps read it: "마라톤" is marathon, "true" stays true */
const plain = (world: AgonWorld, text: string): string => String(world.value(text));

/** consolation-supply의 카드 중 7장은 value가 1이다 */
Then(ko(String.raw`(.+?)의 카드 중 (\d+)장은 (\S+)(?:이|가) (\S+?)(?:이다|다)`), function (this: AgonWorld, zones: string, n: string, attribute: string, value: string) {
  countWithAttribute.call(this, Number(n), zonesOf(zones), attribute, plain(this, value));
});

/** consolation-supply의 모든 카드는 value가 1이다 */
Then(ko(String.raw`(.+?)의 모든 카드는 (\S+)(?:이|가) (\S+?)(?:이다|다)`), function (this: AgonWorld, zones: string, attribute: string, value: string) {
  everyCardHas.call(this, zonesOf(zones), attribute, plain(this, value));
});

/** 모든 row에서 discipline이 "마라톤"인 카드의 value는 2, 3, 4, 5, 6이다 (numbers), or names ("마라톤", "양궁") */
Then(ko(String.raw`(.+?)에서 (\S+)(?:이|가) "([^"]+)"인 카드의 (\S+)(?:은|는) (.+?)(?:이다|다)`),
  function (this: AgonWorld, zones: string, attribute: string, value: string, other: string, expected: string) {
    if (/^\d+(, \d+)*$/.test(expected)) {
      numbersOfCardsWith.call(this, zonesOf(zones), attribute, plain(this, value), other, expected.split(", ").map(Number));
    } else {
      valuesOfCardsWith.call(this, zonesOf(zones), attribute, plain(this, value), other, quotedItems(expected).map((t) => plain(this, t)));
    }
  });

/** 카드 "선수 49"의 loser: true */
Given(ko(String.raw`카드 "([^"]+)"의 (\S+): (\S+)`), function (this: AgonWorld, card: string, attribute: string, value: string) {
  cardHas.call(this, card, attribute, value);
});

/** pile, 모든 hand의 어떤 두 카드도 마라톤 placing 숫자가 같지 않다 */
Then(ko(String.raw`(.+?)의 어떤 두 카드도 (.+?) (\S+) 숫자가 같지 않다`), function (this: AgonWorld, zones: string, key: string, attribute: string) {
  noTwoShare.call(this, zonesOf(zones), attribute, plain(this, key));
});

// ------------------------------------------------------------------ events and results

/** 안나가 딜러다 (the dealer: the var that says who holds the pile) */
Then(ko(`${NAME}${SUBJECT} 딜러(?:이다|다)`), function (this: AgonWorld, player: string) {
  playerIsThe.call(this, player, "dealer");
});

/** "마라톤 3"이 row[marathon]에서 circle-2로 옮겨졌다 (OLY-X2) */
Then(ko(`${QUOTED}(?:이|가) (.+?)에서 (.+?)${TOWARD} 옮겨졌다 \\(${RULE}\\)`),
  function (this: AgonWorld, cards: string, from: string, to: string, rule: string) {
    checkMoved(this, { cards: this.cards(quotedItems(cards)), from: parseKoZone(from), to: parseKoZone(to), rule });
  });

/** 규칙 OLY-T9가 적용되었다 */
Then(ko(`규칙 ${RULE}(?:이|가) 적용되었다`), function (this: AgonWorld, rule: string) {
  ruleApplied.call(this, rule);
});

/** 트리거 "hands-empty"가 실행되었다 */
Then(ko(`트리거 "([^"]+)"(?:가|이) 실행되었다`), function (this: AgonWorld, name: string) {
  triggerFired.call(this, name);
});

/** 게임이 끝났다 */
Then(ko(`게임이 끝났다`), function (this: AgonWorld) {
  gameIsOver.call(this);
});

/** 승자는 안나, 벤이다 */
Then(ko(`승자는 (.+?)(?:이다|다)`), function (this: AgonWorld, names: string) {
  winnersAre.call(this, names.split(/\s*,\s*/));
});

/** 안나의 점수는 7점이다 */
Then(ko(String.raw`${NAME}의 점수는 (\d+)점이다`), function (this: AgonWorld, player: string, points: string) {
  playerScores.call(this, player, Number(points));
});
