// The `game` declaration's own facts: a player count range that a match can have.
import { MAX_PLAYERS } from "../limits.js";
import type { Check } from "./registry.js";

export const playerCountIsPlayable: Check<"Game"> = (g, ctx) => {
  const range = g.playersRange ?? g.name.range;
  const written = `\`players ${g.minPlayers}..${g.maxPlayers}\``;
  const problem =
    g.minPlayers < 1
      ? `${written}: a game needs at least one player`
      : g.minPlayers > g.maxPlayers
        ? `${written}: the fewest players is more than the most`
        : g.maxPlayers > MAX_PLAYERS
          ? `${written}: a game seats at most ${MAX_PLAYERS} players`
          : undefined;
  if (!problem) return;
  ctx.report({
    code: "invalid-player-range",
    message: problem,
    range,
    hint: `write \`players MIN..MAX\` with 1 <= MIN <= MAX <= ${MAX_PLAYERS}`,
  });
};
