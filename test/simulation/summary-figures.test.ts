// The seat figures of a simulation, on columns small enough to work out by hand.
import { describe, expect, it } from "vitest";
import { emptyColumns } from "../../src/simulation/spec.js";
import { summarize } from "../../src/simulation/summary.js";

function columns(winners: number[], scores: number[][]) {
  return { ...emptyColumns(scores.length), winners, scores, turns: winners.map(() => 1), leadChanges: winners.map(() => 0) };
}

describe("seat figures", () => {
  // seat 0 wins three games alone, the fourth is shared by both seats
  const s = summarize(
    columns(
      [1, 1, 1, 3],
      [
        [5, 6, 7, 8],
        [1, 2, 3, 8],
      ],
    ),
    ["A", "B"],
    ["random", "random"],
    "turn",
  );

  it("counts a shared win for each winner, and splits it in the win share", () => {
    expect(s.seats.map((seat) => seat.wins)).toEqual([4, 1]);
    expect(s.seats.map((seat) => seat.winShare)).toEqual([3.5 / 4, 0.5 / 4]);
    expect(s.seats[0]!.winShare + s.seats[1]!.winShare).toBe(1);
    expect(s.sharedWins).toBe(1);
    expect(s.sharedWinRate).toBe(0.25);
  });

  it("tests the seats against an even split: chi-square (3.5-2)^2/2 + (0.5-2)^2/2 = 2.25 on 1 df", () => {
    const a = s.seatAdvantage!;
    expect(a.chiSquare).toBeCloseTo(2.25, 12);
    expect(a.df).toBe(1);
    // R: 1 - pchisq(2.25, 1)
    expect(a.p).toBeCloseTo(0.1336144, 6);
    expect(a.firstSeatEdge).toBeCloseTo(3.5 / 4 - 0.5, 12);
  });

  it("gives the mean score a t interval: R's t.test(c(5, 6, 7, 8)) is 4.445739 to 8.554261", () => {
    expect(s.seats[0]!.scoreInterval.low).toBeCloseTo(4.445739, 5);
    expect(s.seats[0]!.scoreInterval.high).toBeCloseTo(8.554261, 5);
  });
});
