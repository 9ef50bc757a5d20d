// The option sets a game's features run: a scenario tagged `@clamp=per-card` plays with that
// option (features/support/hooks.ts reads the tags the same way). A mutant is probed under each,
// so that one that changes play only under an option the features use is not taken for
// equivalent.
import type { OptionSetting } from "./equivalence.js";
import type { SuiteScenario } from "./suite.js";

const OPTION_TAG = /^@([^=\s]+)=(\S+)$/;

function optionValue(text: string): string | number | boolean {
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  return text;
}

export function optionSettingsOf(scenarios: readonly SuiteScenario[]): OptionSetting[] {
  const settings: OptionSetting[] = [];
  for (const s of scenarios) {
    const setting: OptionSetting = {};
    for (const tag of s.tags) {
      const m = tag.match(OPTION_TAG);
      if (m) setting[m[1]!] = optionValue(m[2]!);
    }
    if (Object.keys(setting).length > 0) settings.push(setting);
  }
  return settings;
}
