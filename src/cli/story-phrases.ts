// The words of `agon play`'s account, per language of the account. Only the account's own
// phrasing lives here: every name of the game (zones, choices, cards, values) comes from its files.

export interface StoryPhrases {
  /** the three rules every game has */
  ruleHeading: Record<string, string>;
  zoneOf(zone: string, player: string): string;
  /** a zone of each value of an enum: the row of one value */
  zoneOfValue(zone: string, value: string): string;
  cards(n: number): string;
  /** components of a kind counted: 5 bonus chips, 칩 5개 (`kind`: the kind's name in the language,
   *  `counter`: 장 or 개) */
  components(n: number, kind: string, counter: string): string;
  /** cards a deal gives one owner: "Player 1 1 card" */
  dealt(owner: string, cards: string): string;
  /** the zone of each owner a deal reaches, when it reaches several */
  everyone(zone: string): string;
  /** a score in the standings and the result */
  points(n: number): string;
  move(what: string, from: string, to: string): string;
  shuffle(zone: string): string;
  reveal(zone: string, cards: string): string;
  look(player: string, n: number): string;
  secretChoice(player: string, label: string): string;
  choice(player: string, label: string, value: string): string;
  score(player: string, score: string, value: number): string;
  /** the line of a trigger that does not end the game, by its name in the language */
  trigger(name: string): string;
  /** a shared variable that holds a player, as it changes hands: the dealer */
  role(variable: string, player: string): string;
  /** the heading of a turn: the repeated rule's name and its ordinal */
  turn(rule: string, ordinal: number): string;
  /** a seat's name when --names gives none */
  player(seat: number): string;
  /** the game's end, and the trigger that ended it where one did (by its name in the language) */
  end(reason: string | undefined): string;
  /** identical cards in a view: bonus chip ×7, 보너스 칩 7개 (`counter`: 장 or 개) */
  several(description: string, n: number, counter: string): string;
  /** a player's zone named like the cards it holds, counted: 벤에게 보너스 칩 1개 */
  holds(player: string, zone: string, n: number, counter: string): string;
  standings: string;
  /** cards a player was shown in secret */
  shown: string;
  undo: string;
  decide(player: string, label: string): string;
  yes: string;
  no: string;
  nothing: string;
  result: string;
  winner: string;
  winners: string;
  nobody: string;
}

const en: StoryPhrases = {
  ruleHeading: { setup: "Setup", play: "Play", finish: "End of the game" },
  zoneOf: (zone, player) => `${player}'s ${zone}`,
  zoneOfValue: (zone, value) => `${zone} (${value})`,
  cards: (n) => `${n} card${n === 1 ? "" : "s"}`,
  components: (n, kind) => `${n} ${kind}${n === 1 ? "" : "s"}`,
  dealt: (owner, cards) => `${owner} ${cards}`,
  everyone: (zone) => zone,
  points: (n) => String(n),
  move: (what, from, to) => `${what}: ${from} → ${to}`,
  shuffle: (zone) => `${zone} is shuffled`,
  reveal: (zone, cards) => `revealed, ${zone}: ${cards}`,
  look: (player, n) => `${player} looks at ${en.cards(n)}`,
  secretChoice: (player, label) => `${player} chooses in secret: ${label}`,
  choice: (player, label, value) => `${player} chooses ${label}: ${value}`,
  score: (player, score, value) => `${player} has ${value} ${score}`,
  trigger: (name) => `(${name})`,
  role: (variable, player) => `${variable}: ${player}`,
  turn: (rule, ordinal) => `${rule} ${ordinal}`,
  player: (seat) => `Player ${seat}`,
  end: (reason) => `The game ends${reason === undefined ? "" : `: ${reason}`}.`,
  several: (description, n) => `${description} ×${n}`,
  holds: (player, zone, n) => `${player}'s ${zone}: ${n}`,
  standings: "standings",
  shown: "shown to you",
  undo: "undo my last decision",
  decide: (player, label) => `${player}, ${label}?`,
  yes: "yes",
  no: "no",
  nothing: "nothing",
  result: "result:",
  winner: "winner",
  winners: "winners",
  nobody: "nobody",
};

const ko: StoryPhrases = {
  // the Korean rulebook's headings: 게임 준비, 게임 플레이, 게임 종료
  ruleHeading: { setup: "게임 준비", play: "게임 플레이", finish: "게임 종료" },
  zoneOf: (zone, player) => `${player}의 ${zone}`,
  zoneOfValue: (zone, value) => `${value}의 ${zone}`,
  cards: (n) => `카드 ${n}장`,
  // the last word of the kind's name is what it is counted as: 보너스 칩 -> 칩 5개
  components: (n, kind, counter) => `${kind.split(" ").pop()} ${n}${counter}`,
  dealt: (owner, cards) => `${owner}에게 ${cards}`,
  everyone: (zone) => `각자의 ${zone}`,
  points: (n) => `${n}점`,
  move: (what, from, to) => `${what}: ${from} → ${to}`,
  shuffle: (zone) => `${zone} 섞기`,
  reveal: (zone, cards) => `${zone} 공개: ${cards}`,
  look: (player, n) => `${player}: ${ko.cards(n)} 확인`,
  secretChoice: (player, label) => `${player}: ${label} (비공개 선택)`,
  choice: (player, label, value) => `${player}: ${label} → ${value}`,
  score: (player, score, value) => `${player}: ${score} ${ko.points(value)}`,
  trigger: (name) => `(${name})`,
  role: (variable, player) => `${variable}: ${player}`,
  // the Korean rulebook's word for a turn: 각 라운드는 세부분으로 이루어진다
  turn: (_rule, ordinal) => `${ordinal}라운드`,
  player: (seat) => `플레이어 ${seat}`,
  // a noun-style line like the others; the heading 게임 종료 follows it, so it is not repeated here
  end: (reason) => (reason === undefined ? "게임이 끝났다" : `끝난 까닭: ${reason}`),
  several: (description, n, counter) => `${description} ${n}${counter}`,
  holds: (player, zone, n, counter) => `${player}에게 ${zone} ${n}${counter}`,
  standings: "현재 점수",
  shown: "나만 본 카드",
  undo: "마지막 결정 취소",
  decide: (player, label) => `${player}: ${label}?`,
  yes: "예",
  no: "아니오",
  nothing: "없음",
  result: "결과:",
  winner: "승자",
  winners: "승자",
  nobody: "없음",
};

export const STORY_LANGUAGES: Record<string, StoryPhrases> = { en, ko };

export function phrasesFor(lang: string): StoryPhrases {
  return STORY_LANGUAGES[lang] ?? en;
}
