// A small game with every kind of hidden information the agents' beliefs follow: hands, a
// shuffled pile, a look at its top, secret picks face down and their reveal.
import { chipDeck, gameOf, withPlay } from "../interpreter/helpers.js";

export const hiddenFixture = gameOf(
  withPlay(
    `${chipDeck(16)}zone played: chip per player hidden
zone table: chip shared public
`,
    `  shuffle pile
  deal 3 from pile to hand
  look top(pile) by first(players)
  for r in 1..3 {
    for p in players {
      choose c from hand[p] by p secret "chip to play"
      move c to played[p]
    }
    reveal played
    for p in players {
      set points[p] = points[p] + sum([c.value for c in played[p]])
      move played[p] to table
    }
  }`,
    "winners [p for p in players if points[p] == max([points[q] for q in players])]",
  ),
);
