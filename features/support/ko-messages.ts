// The options a Korean scenario plays under, told beside a failure by their Korean names, with the
// tag each one is (a hint from the Korean name to the rules file: 위로 칩 점수 -> consolation-points).
import { localizedNames, type CompiledGame } from "../../src/index.js";
import { KO } from "./ko.js";

/** The options a scenario set, by their Korean names and their values' (the tag to write after
 *  them): `위로 칩 점수 = 더하지 않는다 (@consolation-points=uncounted)`. */
export function optionHint(game: CompiledGame, options: Record<string, unknown>): string {
  const declared = localizedNames(game);
  const koOf = (thing: string, name: string) => declared.find((d) => d.thing === thing && d.name === name)?.names[KO];
  const set = Object.entries(options).map(([option, value]) => {
    const typed = `${option}=${String(value)}`;
    return `${koOf("option", option) ?? option} = ${koOf("option-value", typed) ?? String(value)} (@${typed})`;
  });
  return set.length === 0 ? "" : `\n  이 시나리오의 옵션: ${set.join("; ")}`;
}
