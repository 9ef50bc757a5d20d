// The game description the commands read, named from the API function that produces it so the
// CLI follows whatever shape the interpreter gives it.
import type { gameInfo } from "../index.js";

export type GameInfo = ReturnType<typeof gameInfo>;
export type OptionInfo = GameInfo["options"][number];
