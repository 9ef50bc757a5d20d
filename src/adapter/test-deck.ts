// A scenario's test deck for an adapter: the rules loaded again with the card changes `start`
// carries (capability "test-deck"), once per set of changes, since one adapter process serves
// every scenario of a run.
import { loadGame, type CardChange, type CompiledGame } from "../index.js";
import { AdapterRefusal } from "./serve.js";

export function testDeckLoader(rules: string): (changes: readonly CardChange[]) => CompiledGame {
  const loaded = new Map<string, CompiledGame>();
  return (changes) => {
    const key = JSON.stringify(changes);
    let game = loaded.get(key);
    if (!game) {
      const r = loadGame(rules, { cardChanges: [...changes] });
      if (!r.game) throw new AdapterRefusal("failed", `the test deck does not load: ${r.diagnostics.map((d) => d.message).join("; ")}`);
      game = r.game;
      loaded.set(key, game);
    }
    return game;
  };
}
