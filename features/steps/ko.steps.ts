// The vocabulary in Korean, for features translated from the Korean rulebook. The particles
// follow the noun (가/이, 를/을, 로/으로), so these steps are regular expressions; each one does
// what its English twin does, through the same helpers.
import { Given, Then, When } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { AgonWorld } from "../support/world.js";
import { arrangeExactly } from "../support/arrange.js";
import { answerAll, decide, pendingOf, type PlannedAnswer } from "../support/decisions.js";
import { describe, sameItems } from "../support/lists.js";
import { checkMoved } from "../support/moves.js";
import { parseKoZone, quotedItems } from "../support/ko.js";
import { cardsIn, instancesOf, zoneKey } from "../support/zones.js";

const NAME = String.raw`([^\s"]+?)`;
const SUBJECT = String.raw`(?:가|이|는|은)`;
const OBJECT = String.raw`(?:를|을)`;
const TOWARD = String.raw`(?:으로|로)`;
/** one or more quoted names: "마라톤 2", "종합 경기 2" */
const QUOTED = String.raw`("[^"]+"(?:, "[^"]+")*)`;

Given(/^게임 "([^"]+)"$/, function (this: AgonWorld, name: string) {
  this.requireNotStarted("게임");
  this.gameName = name;
  void this.game;
});

/** 플레이어는 안나, 벤, 클레오 */
Given(/^플레이어(?:는|가) (.+)$/, function (this: AgonWorld, names: string) {
  this.requireNotStarted("플레이어");
  this.players = names.split(/\s*,\s*/).map((name) => ({ name: name.trim() }));
});

function koDecide(world: AgonWorld, player: string, answers: string, label?: string): void {
  const planned: PlannedAnswer[] = quotedItems(answers).map((answer) => ({ player: world.player(player), answer, label }));
  decide(world, planned);
}

/** 안나가 "opening tile for circle I"로 "마라톤 2"를 고른다 (골랐다) */
Given(new RegExp(`^${NAME}${SUBJECT} "([^"]+)"${TOWARD} ${QUOTED}${OBJECT} (?:고른다|골랐다)$`),
  function (this: AgonWorld, player: string, label: string, answers: string) {
    koDecide(this, player, answers, label);
  });

/** 안나가 "마라톤"을 고른다 */
Given(new RegExp(`^${NAME}${SUBJECT} ${QUOTED}${OBJECT} (?:고른다|골랐다)$`), function (this: AgonWorld, player: string, answers: string) {
  koDecide(this, player, answers);
});

/** | 플레이어 | 선택 | */
When(/^플레이어들이 다음과 같이 고른다:$/, function (this: AgonWorld, table: DataTable) {
  const planned = table.hashes().map((row) => ({ player: this.player(row["플레이어"]), answer: row["선택"] }));
  answerAll(this.match, planned, (t, opts) => this.value(t, opts, this.match));
});

/** 클레오가 "discipline for circle II"를 골라야 한다 */
Then(new RegExp(`^${NAME}${SUBJECT} "([^"]+)"${OBJECT} 골라야 한다$`), function (this: AgonWorld, player: string, label: string) {
  pendingOf(this.match, this.player(player), label);
});

/** 클레오는 "마라톤 3"을 고를 수 없다 */
Then(new RegExp(`^${NAME}${SUBJECT} "([^"]+)"${OBJECT} 고를 수 없다$`), function (this: AgonWorld, player: string, answer: string) {
  const d = pendingOf(this.match, this.player(player));
  const value = this.value(answer);
  if (d.options.includes(value)) throw new Error(`${JSON.stringify(value)} is among the options ${describe(d.options)}`);
});

/** circle-1에 "마라톤 2"가 있다 — arranges as a Given (조건), checks as a Then (그러면) */
Given(new RegExp(`^(.+?)에 ${QUOTED}(?:가|이) 있다$`), function (this: AgonWorld, zoneText: string, cards: string) {
  const zone = parseKoZone(zoneText);
  if (this.stepKind === "Context") return arrangeExactly(this, zone, quotedItems(cards));
  const actual = cardsIn(this.match, zone);
  const expected = this.cards(quotedItems(cards));
  if (!sameItems(actual, expected)) throw new Error(`${zone.text} holds ${describe(actual)}, expected ${describe(expected)}`);
});

/** 모든 hand에 카드가 4장 있다 (each instance for 모든 ...) */
Then(/^(.+?)에 카드가 (\d+)장 있다$/, function (this: AgonWorld, zoneText: string, n: string) {
  const zone = parseKoZone(zoneText);
  for (const z of instancesOf(this.match, zone)) {
    const count = this.match.zone(z.name, z.index).length;
    if (count !== Number(n)) throw new Error(`${zoneKey(z.name, z.index)} holds ${count} cards, expected ${n}`);
  }
});

/** "마라톤 3"이 row[marathon]에서 circle-2로 옮겨졌다 (OLY-X2) */
Then(/^("[^"]+"(?:, "[^"]+")*)(?:이|가) (.+?)에서 (.+?)(?:으로|로) 옮겨졌다 \(([A-Z]+-[A-Z]+\d+)\)$/,
  function (this: AgonWorld, cards: string, from: string, to: string, rule: string) {
    checkMoved(this, { cards: this.cards(quotedItems(cards)), from: parseKoZone(from), to: parseKoZone(to), rule });
  });

/** 카드 "헥토르"의 placing (marathon): 14 — asserts card data, like its English twin */
Given(/^카드 "([^"]+)"의 (\S+) \((\S+)\): (\S+)$/, function (this: AgonWorld, card: string, attribute: string, key: string, value: string) {
  const id = this.card(card);
  const actual = this.catalog.cardAttribute(id, attribute, key);
  if (String(actual) !== value) throw new Error(`${id} has ${attribute} ${JSON.stringify(actual)} in ${key}, not ${value}`);
});
