// What hover says about each built-in: its parameters and what it returns, in the words of
// docs/language.md. The arity and result type come from the checks' table (grammar/checks/builtins.ts);
// a test keeps the two tables to the same names.
export const builtinFunctionDocs: Readonly<Record<string, { params: string; result: string }>> = {
  count: { params: "xs", result: "the number of items (cards in a zone, list length)" },
  sum: { params: "xs", result: "the sum of a list of ints" },
  min: { params: "xs", result: "the least int of a list; none when it is empty" },
  max: { params: "xs", result: "the greatest int of a list; none when it is empty" },
  any: { params: "xs", result: "true when some item is true" },
  all: { params: "xs", result: "true when every item is true" },
  first: { params: "xs", result: "the first item, or none when empty" },
  last: { params: "xs", result: "the last item, or none when empty" },
  top: { params: "Z", result: "the top card of a zone, or none when empty" },
  unique: { params: "xs", result: "the list without repeats, first occurrences kept" },
  reverse: { params: "xs", result: "the list in reverse order" },
  "seats-from": { params: "p", result: "every player in seating order, starting at p" },
  next: { params: "p", result: "the neighbour in seating order (left in a clockwise game)" },
  previous: { params: "p", result: "the neighbour the other way round" },
  owner: { params: "Z", result: "the player of a per-player zone instance" },
  "zone-of": { params: "c", result: "the name of the zone a card is in" },
  "index-of": { params: "c", result: "the per-player or per-enum index of the zone a card is in" },
  pick: { params: "xs", result: "an item chosen by the seeded generator" },
  shuffled: { params: "xs", result: "the list in an order chosen by the seeded generator" },
  cell: { params: "G, r, col", result: "the card in row r and column col of a grid zone" },
  rows: { params: "G", result: "the number of rows of a grid zone" },
  "row-of": { params: "c", result: "the row of a grid zone a card lies in" },
  name: { params: "x", result: "the localized name of a card or enum value, in English" },
};

export const builtinNameDocs: Readonly<Record<string, string>> = {
  players: "every player, in seat order",
  "player-count": "the number of players",
};
