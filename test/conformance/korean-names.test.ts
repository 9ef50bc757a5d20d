// The Korean names of every zone, variable and choice label read right wherever the steps and the
// account put them: after a possessive (안나의 출전 카드, not 안나의 낸 카드), as a subject and an
// object, with the particle es-hangul gives. The forms below were read by a Korean reader: a name
// added or renamed without being read here fails, and so does a name whose forms change.
import { describe, expect, it } from "vitest";
import { loadGame, localizedNames } from "../../src/index.js";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { particle } from "../../features/support/josa.js";

/** Every step line of the Korean features. */
function koreanStepLines(): string[] {
  const folder = "features/ko/olympia-2000";
  return readdirSync(folder)
    .filter((f) => f.endsWith(".feature"))
    .flatMap((f) => readFileSync(join(folder, f), "utf8").split("\n"))
    .filter((l) => /^\s*(조건|먼저|만일|만약|그러면|그리고|하지만|단)\s/.test(l));
}

const { game } = loadGame("rules/olympia-2000.agon");

/** name in the rules -> subject, object, topic and (for a zone or variable of each player, or of each
 *  discipline) the possessive use, as the features and the account write them */
const READ: Record<string, string> = {
  "zone pile": "카드덱이 · 카드덱을 · 카드덱은",
  "zone hand": "손이 · 손을 · 손은 · 안나의 손",
  "zone played": "출전 카드가 · 출전 카드를 · 출전 카드는 · 안나의 출전 카드",
  "zone gone": "제외 더미가 · 제외 더미를 · 제외 더미는",
  "zone supply": "월계관 칩 더미가 · 월계관 칩 더미를 · 월계관 칩 더미는",
  "zone row": "칩 줄이 · 칩 줄을 · 칩 줄은 · 마라톤의 칩 줄",
  "zone circle-1": "I 칸이 · I 칸을 · I 칸은",
  "zone circle-2": "II 칸이 · II 칸을 · II 칸은",
  "zone box": "상자가 · 상자를 · 상자는",
  "zone won": "월계관이 · 월계관을 · 월계관은 · 안나의 월계관",
  "zone consolation-supply": "위로 칩 더미가 · 위로 칩 더미를 · 위로 칩 더미는",
  "zone consolations": "위로 칩이 · 위로 칩을 · 위로 칩은 · 안나의 위로 칩",
  "variable dealer": "딜러가 · 딜러를 · 딜러는",
  "variable points": "총점이 · 총점을 · 총점은 · 안나의 총점",
  "variable contested-discipline": "경기 종목이 · 경기 종목을 · 경기 종목은",
  'decision "opening tile for circle I"': '"I 칸에 놓을 칩"이 · "I 칸에 놓을 칩"을 · "I 칸에 놓을 칩"은',
  'decision "opening tile for circle II"': '"II 칸에 놓을 칩"이 · "II 칸에 놓을 칩"을 · "II 칸에 놓을 칩"은',
  'decision "athlete to play"': '"낼 선수"가 · "낼 선수"를 · "낼 선수"는',
  'decision "discipline for circle II"': '"II 칸에 놓을 종목"이 · "II 칸에 놓을 종목"을 · "II 칸에 놓을 종목"은',
  'decision "who gets the card"': '"카드를 받을 사람"이 · "카드를 받을 사람"을 · "카드를 받을 사람"은',
};

/** The word a possessive use puts before a zone or variable of each player (or of each discipline). */
function ownerWord(thing: string, name: string): string | undefined {
  const per = (thing === "zone" ? game!.program.zones.get(name) : thing === "variable" ? game!.program.vars.get(name) : undefined)?.per;
  return per === undefined ? undefined : per.name === "player" ? "안나" : "마라톤";
}

/** What a reviewed use reads for one declaration, built from its Korean name. */
function forms(thing: string, name: string, ko: string): string {
  const word = thing === "decision" ? `"${ko}"` : ko;
  const particles = [`${word}${particle(ko, "이/가")}`, `${word}${particle(ko, "을/를")}`, `${word}${particle(ko, "은/는")}`];
  const owner = ownerWord(thing, name);
  return [...particles, ...(owner ? [`${owner}의 ${ko}`] : [])].join(" · ");
}

describe("the Korean names of Olympia's zones, variables and choices", () => {
  const named = localizedNames(game!).filter((d) => d.thing === "zone" || d.thing === "variable" || d.thing === "decision");

  it("are all given in Korean", () => {
    expect(named.length).toBe(Object.keys(READ).length);
    for (const d of named) expect(d.names.ko, `${d.thing} ${d.name}`).toBeDefined();
  });

  it("read as a Korean reader read them, after a possessive, as subject, object and topic", () => {
    for (const d of named) {
      const key = d.thing === "decision" ? `decision "${d.name}"` : `${d.thing} ${d.name}`;
      expect(READ[key], `${key} (${d.names.ko}) has not been read: add its forms to READ`).toBeDefined();
      expect(forms(d.thing, d.name, d.names.ko!), key).toBe(READ[key]);
    }
  });

  it("of a zone or variable never begin with a verb's relative form (안나의 낸 카드, 벤의 남은 위로 칩)", () => {
    // the relative forms these names had; a noun phrase follows 의, a relative clause takes 이/가
    // (안나가 낸 카드). A shared zone is named after a possessive too (카드덱의 맨 위), and as the
    // place a step or the account puts cards in (제외 더미에), so it is held to the same.
    const relative = /^(낸|받은|남은|뺀|제외된|걸린|놓을|낼)\s/;
    for (const d of named) if (d.thing !== "decision") expect(d.names.ko, `${d.thing} ${d.name}`).not.toMatch(relative);
  });

  it("of a zone do not name its cards twice over in the steps and the account (위로 칩 더미에 위로 칩이)", () => {
    // a zone named after its cards (위로 칩) is counted through its owner: 안나에게 위로 칩이 1개 있다
    const counted = /(\S+)의 (.+?)에 (.+?)(?:이|가) \d+(?:장|개) 있다/;
    for (const line of koreanStepLines()) {
      const m = line.match(counted);
      if (m) expect(m[3]!.includes(m[2]!) || m[2]!.includes(m[3]!), line).toBe(false);
    }
  });
});
