// The parameter types of the step vocabulary. They only cut the text; names are resolved against
// the match in the steps, in the feature's language.
import { defineParameterType } from "@cucumber/cucumber";
import { splitList } from "./lists.js";
import { parseZoneRef, parseZoneRefs, ZONE_PATTERN, ZONES_PATTERN } from "./zones.js";

defineParameterType({ useForSnippets: false, name: "player", regexp: /[A-Z][A-Za-z0-9]*/, transformer: (s: string) => s });

// A list never starts with a digit (that is a count: "holds 4 cards") nor holds a quote or a colon
// (a step that ends in a colon takes a table).
defineParameterType({ useForSnippets: false, name: "list", regexp: /[^\s\d":][^":]*?/, transformer: (s: string) => splitList(s) });

defineParameterType({ useForSnippets: false, name: "zone", regexp: new RegExp(ZONE_PATTERN), transformer: (s: string) => parseZoneRef(s) });

defineParameterType({
  useForSnippets: false,
  name: "zones",
  regexp: new RegExp(ZONES_PATTERN),
  transformer: (s: string) => parseZoneRefs(s),
});

defineParameterType({ useForSnippets: false, name: "rule", regexp: /[A-Z]+-[A-Z]+\d+/, transformer: (s: string) => s });

// A list of numbers ("2, 3, 4, 5 and 6"), where {list} would read a count.
defineParameterType({
  useForSnippets: false,
  name: "numbers",
  regexp: /-?\d+(?:(?:, and |, | and )-?\d+)+/,
  transformer: (s: string) => splitList(s).map(Number),
});
