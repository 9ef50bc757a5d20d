// A fixture game for the searching agents: each player in turn takes one chip from the table
// (public, values 1..6); the highest total wins. The first pick, the 6, is the best answer.
import { chipDeck, gameOf, withPlay } from "../interpreter/helpers.js";

export const chipTaking = gameOf(
  withPlay(
    `${chipDeck(6)}zone table: chip shared public
`,
    `  move pile to table
  for r in 1..3 {
    for p in players {
      choose c from table by p "chip to take"
      move c to hand[p]
      set points[p] = points[p] + c.value
    }
  }`,
    "winners [p for p in players if points[p] == max([points[q] for q in players])]",
  ),
);
