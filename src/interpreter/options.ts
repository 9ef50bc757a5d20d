// A match's configuration checked against the game: options (names and values) and players.
import { MAX_PLAYERS } from "../../grammar/limits.js";
import type { MatchConfig } from "./api-types.js";
import { didYouMean, userError } from "./errors.js";
import type { CompiledGame, OptionSpec } from "./model.js";
import { Player, type Value } from "./values.js";
import { nameRecord } from "./name-records.js";

function optionValue(o: OptionSpec, raw: string | number | boolean | readonly (string | number | boolean)[]): Value {
  if (o.type === "list" && o.element) {
    // from the command line, items are separated by commas: `--option sizes=2,3,5`
    const items = Array.isArray(raw)
      ? raw
      : typeof raw === "string"
        ? raw.trim() === ""
          ? []
          : raw.split(",").map((x) => x.trim())
        : [raw];
    const item: OptionSpec = { ...o, type: undefined, min: undefined, max: undefined, element: undefined, ...o.element };
    return items.map((x) => optionValue(item, x));
  }
  if (Array.isArray(raw)) throw userError("bad-option", `option \`${o.name}\` takes one value, not a list`);
  if (o.values.length) {
    if (typeof raw === "string" && o.values.includes(raw)) return raw;
    throw userError(
      "bad-option",
      `option \`${o.name}\` has no value \`${String(raw)}\``,
      (typeof raw === "string" ? didYouMean(raw, o.values) : undefined) ?? `its values are ${o.values.join(", ")}`,
    );
  }
  if (o.type === "int") {
    const n = typeof raw === "string" && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    if (typeof n !== "number" || !Number.isSafeInteger(n))
      throw userError("bad-option", `option \`${o.name}\` takes an int, not \`${String(raw)}\``);
    if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) {
      throw userError("bad-option", `option \`${o.name}\` is ${o.min}..${o.max}; ${n} is outside`);
    }
    return n;
  }
  if (o.type === "bool") {
    if (raw === true || raw === "true") return true;
    if (raw === false || raw === "false") return false;
    throw userError("bad-option", `option \`${o.name}\` is true or false, not \`${String(raw)}\``);
  }
  return String(raw);
}

export function resolveOptions(game: CompiledGame, given: MatchConfig["options"]): Value[] {
  const values = game.options.map((o) => o.default);
  for (const [name, raw] of Object.entries(given ?? {})) {
    const o = game.optionByName.get(name);
    if (!o) {
      throw userError(
        "bad-option",
        `unknown option \`${name}\``,
        didYouMean(name, game.optionByName.keys()) ??
          (game.options.length ? `options are ${game.options.map((x) => x.name).join(", ")}` : "this game has no options"),
      );
    }
    values[o.index] = optionValue(o, raw);
  }
  return values;
}

/** Players in seat order: the given order clockwise; a counterclockwise game goes the other way round from the first. */
export function makePlayers(game: CompiledGame, config: MatchConfig): Player[] {
  const specs = config.players;
  if (specs.length < game.minPlayers || specs.length > game.maxPlayers) {
    throw userError("bad-player-count", `${game.name} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${specs.length}`);
  }
  if (specs.length > MAX_PLAYERS) throw userError("bad-player-count", `at most ${MAX_PLAYERS} players`);
  const names = new Set<string>();
  for (const s of specs) {
    if (names.has(s.name)) throw userError("runtime-error", `two players are named \`${s.name}\``);
    names.add(s.name);
  }
  const ordered = game.seating === "counterclockwise" && specs.length > 1 ? [specs[0]!, ...specs.slice(1).reverse()] : specs;
  return ordered.map((s, seat) => {
    const attrs = nameRecord<Value>();
    for (const a of game.playerAttributes) attrs[a.name] = a.default;
    for (const [k, v] of Object.entries(s.attributes ?? {})) {
      if (!game.playerAttributes.some((a) => a.name === k)) {
        throw userError(
          "runtime-error",
          `player \`${s.name}\`: the game declares no player attribute \`${k}\``,
          didYouMean(
            k,
            game.playerAttributes.map((a) => a.name),
          ),
        );
      }
      attrs[k] = v;
    }
    return new Player(s.name, seat, attrs);
  });
}
