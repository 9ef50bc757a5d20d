// The studio's own words (its buttons, headings and labels), in each language the page switches
// to: one table, each entry in both languages, so that a Korean game is not played in English
// chrome. index.html marks each text it shows with `data-chrome="key"`; the code reads the others
// through `chromeText`. `{name}` is a placeholder filled where the text is shown.
// test/studio/chrome-words.test.ts checks every entry has both languages with the same
// placeholders, and that every key is used and every key used is here.

export const CHROME_LANGUAGES = ["en", "ko"] as const;
export type ChromeLanguage = (typeof CHROME_LANGUAGES)[number];

export const CHROME_WORDS = {
  title: { en: "Agon studio", ko: "Agon 스튜디오" },
  file: { en: "File", ko: "파일" },
  fixtures: { en: "test fixtures", ko: "테스트 픽스처" },
  save: { en: "Save", ko: "저장" },
  diagnostics: { en: "Diagnostics", ko: "진단" },
  "diagnostic-count": { en: "{errors} error(s), {warnings} warning(s)", ko: "오류 {errors}개, 경고 {warnings}개" },
  play: { en: "Play", ko: "플레이" },
  players: { en: "Players", ko: "플레이어 수" },
  seat: { en: "Your seat", ko: "내 자리" },
  seed: { en: "Seed", ko: "시드" },
  language: { en: "Account in", ko: "기록 언어" },
  options: { en: "Options", ko: "옵션" },
  "declares-none": { en: " (the game declares none)", ko: " (게임에 없음)" },
  agents: { en: "Agents", ko: "에이전트" },
  "new-game": { en: "New game", ko: "새 게임" },
  "save-game": { en: "Save game", ko: "게임 저장" },
  "load-game": { en: "Load game", ko: "게임 불러오기" },
  account: { en: "Account", ko: "진행 기록" },
  undo: { en: "Undo my decision", ko: "내 결정 되돌리기" },
  branch: { en: "Play on from here", ko: "여기서 이어 하기" },
  back: { en: "◀ Back", ko: "◀ 뒤로" },
  forward: { en: "Forward ▶", ko: "앞으로 ▶" },
  latest: { en: "Latest", ko: "최신" },
  step: { en: "step {step} of {steps}", ko: "{steps}단계 중 {step}단계" },
  decision: { en: "Your decision: {label}", ko: "나의 결정: {label}" },
  none: { en: "none", ko: "없음" },
  "looking-back": {
    en: "Looking back: play on from here, or go to the latest step.",
    ko: "되돌아보는 중: 여기서 이어 하거나 최신 단계로 가세요.",
  },
  "game-over": { en: "Game over: {winners} won", ko: "게임 끝: {winners} 승리" },
  you: { en: "{player} (you)", ko: "{player} (나)" },
  "seen-in-secret": { en: "seen in secret ({count})", ko: "몰래 본 카드 ({count})" },
  simulate: { en: "Simulate", ko: "시뮬레이션" },
  games: { en: "Games", ko: "게임 수" },
  "run-simulation": { en: "Run simulation", ko: "시뮬레이션 실행" },
  structure: { en: "Structure", ko: "구조" },
  "structure-empty": { en: "Run a simulation to see the game's structure.", ko: "시뮬레이션을 실행하면 게임의 구조가 보입니다." },
  "compare-variant": { en: "Compare a variant", ko: "변형 규칙 비교" },
  base: { en: "Base", ko: "기본" },
  variant: { en: "Variant", ko: "변형" },
  "variant-options": { en: "The variant's options", ko: "변형의 옵션" },
  compare: { en: "Compare", ko: "비교" },
} as const satisfies Record<string, Record<ChromeLanguage, string>>;

export type ChromeKey = keyof typeof CHROME_WORDS;

/** The page's chrome language for a game's language: a language the table lacks reads English. */
export function chromeLanguage(lang: string): ChromeLanguage {
  return (CHROME_LANGUAGES as readonly string[]).includes(lang) ? (lang as ChromeLanguage) : "en";
}

/** An entry in `lang`, its `{name}` placeholders filled from `values`. */
export function chromeText(lang: string, key: ChromeKey, values: Record<string, string | number> = {}): string {
  const text: string = CHROME_WORDS[key][chromeLanguage(lang)];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
