import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/errors.js";
import { parseSeats } from "../../src/cli/seats.js";

describe("--seat", () => {
  it("puts a person or an agent with its settings in a seat", () => {
    expect(parseSeats(["2=human", "3=ismcts:iterations=5"], ["random", "random", "random"])).toEqual([
      "random",
      "human",
      "ismcts:iterations=5",
    ]);
  });

  it("refuses an unknown kind and a bad setting with the registry's words", () => {
    expect(() => parseSeats(["1=humen"], ["random"])).toThrow(/did you mean `human`/);
    expect(() => parseSeats(["1=ismcts:budget=5"], ["random"])).toThrow(UsageError);
    expect(() => parseSeats(["2=human"], ["random"])).toThrow(/the seats are 1 to 1/);
  });
});
