// Sizes a game may not exceed, read both by the checks (which refuse a rules file beyond them) and
// by the engine (which refuses a match beyond them), so the two can never disagree.

/** The most players a match can seat: seats are numbered in one 32-bit word of the engine. */
export const MAX_PLAYERS = 32;

/** The most cards a game may declare, all its card lists and generators together: far beyond any
 *  deck, small enough to stay in memory. A generator past it is refused before a card is made. */
export const MAX_CARDS = 100_000;
