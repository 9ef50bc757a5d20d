// The parameter types of the step vocabulary. They only cut the text; names are resolved against
// the match in the steps, in the feature's language.
import { defineParameterType } from "@cucumber/cucumber";
import { splitList } from "./lists.js";
import { parseZoneRef, parseZoneRefs, ZONE_PATTERN, ZONES_PATTERN, type ZoneRef } from "./zones.js";
import { checkedZone } from "./entries.js";
import type { AgonWorld } from "./world.js";

defineParameterType({ useForSnippets: false, name: "player", regexp: /[A-Z][A-Za-z0-9]*/, transformer: (s: string) => s });

// A list never starts with a digit (that is a count: "holds 4 cards") nor holds a quote or a colon
// (a step that ends in a colon takes a table).
defineParameterType({ useForSnippets: false, name: "list", regexp: /[^\s\d":][^":]*?/, transformer: (s: string) => splitList(s) });

// A zone is read against the game at once (Cucumber calls a transformer with the world as `this`):
// the index of a zone kept per value is one of the values, or the step fails here.
function checked(world: AgonWorld, ref: ZoneRef): ZoneRef {
  return world.gameName === undefined ? ref : checkedZone(world.game, ref, world.language);
}

defineParameterType({
  useForSnippets: false,
  name: "zone",
  regexp: new RegExp(ZONE_PATTERN),
  transformer(this: AgonWorld, s: string) {
    return checked(this, parseZoneRef(s));
  },
});

defineParameterType({
  useForSnippets: false,
  name: "zones",
  regexp: new RegExp(ZONES_PATTERN),
  transformer(this: AgonWorld, s: string) {
    return parseZoneRefs(s).map((ref) => checked(this, ref));
  },
});

defineParameterType({ useForSnippets: false, name: "rule", regexp: /[A-Z]+-[A-Z]+\d+/, transformer: (s: string) => s });

// A list of numbers ("2, 3, 4, 5 and 6"), where {list} would read a count.
defineParameterType({
  useForSnippets: false,
  name: "numbers",
  regexp: /-?\d+(?:(?:, and |, | and )-?\d+)+/,
  transformer: (s: string) => splitList(s).map(Number),
});
