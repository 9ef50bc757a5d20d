// Sizes a game may not exceed, read both by the checks (which refuse a rules file beyond them) and
// by the engine (which refuses a match beyond them), so the two can never disagree.

/** The most players a match can seat: seats are numbered in one 32-bit word of the engine. */
export const MAX_PLAYERS = 32;

/** The most cards one `generate` may make: far beyond any deck, small enough to stay in memory. */
export const MAX_GENERATED_CARDS = 100_000;
