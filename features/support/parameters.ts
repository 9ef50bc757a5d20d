// The parameter types of the step vocabulary. They only cut the text; names are resolved against
// the match in the steps, in the feature's language.
import { defineParameterType } from "@cucumber/cucumber";
import { splitList } from "./lists.js";
import { parseZoneRef, parseZoneRefs, ZONE_PATTERN, ZONES_PATTERN } from "./zones.js";

defineParameterType({ name: "player", regexp: /[A-Z][A-Za-z0-9]*/, transformer: (s: string) => s });

// A list never starts with a digit (that is a count: "holds 4 cards") nor holds a quote or a colon
// (a step that ends in a colon takes a table).
defineParameterType({ name: "list", regexp: /[^\s\d":][^":]*?/, transformer: (s: string) => splitList(s) });

defineParameterType({ name: "zone", regexp: new RegExp(ZONE_PATTERN), transformer: (s: string) => parseZoneRef(s) });

defineParameterType({ name: "zones", regexp: new RegExp(ZONES_PATTERN), transformer: (s: string) => parseZoneRefs(s) });

defineParameterType({ name: "rule", regexp: /[A-Z]+-[A-Z]+\d+/, transformer: (s: string) => s });
