// `conform --explain ID` lists every divergence of the rule: those the rule's notes list (the Korean
// text differs or is silent there) and those of the options that resolve it, never "none" beside
// a noted one (OLY-C5's discipline names, OLY-T9's silences).
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame } from "../../src/index.js";
import { readRuleNotes } from "../../src/conformance/rule-notes.js";
import { divergencesOfRule } from "../../src/cli/explain.js";

const RULES = "rules/olympia-2000.agon";
const info = gameInfo(loadGame(RULES).game!);
const notes = readRuleNotes(RULES)!;
const game = { ...info, file: RULES, notes };

describe("the divergences conform --explain lists for a rule ID", () => {
  it.each(info.ruleIds.map((r) => r.id))("%s: every divergence its notes list, and every one of an option resolving it", (id) => {
    const listed = divergencesOfRule(game, id).map((d) => d.subject);
    const resolving = info.options.filter((o) => o.resolves.includes(id)).map((o) => o.name);
    const expected = [
      ...new Set([...(notes.rules[id]!.divergences ?? []), ...resolving.filter((o) => info.divergences.some((d) => d.subject === o))]),
    ];
    expect(listed).toEqual(expected);
  });

  it("shows OLY-C5's five discipline names and OLY-T9's silences", () => {
    expect(divergencesOfRule(game, "OLY-C5").map((d) => d.subject)).toEqual(["discus", "marathon", "long-jump", "archery", "multi-event"]);
    expect(divergencesOfRule(game, "OLY-T9").map((d) => d.subject)).toEqual(
      expect.arrayContaining(["circle-1", "replay-draw", "replay", "replay-pile", "void-contest-consolation"]),
    );
  });
});
