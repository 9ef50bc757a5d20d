// `agon adapter RULES`: Agon's own engine of a game behind the adapter protocol (JSON lines on
// stdin and stdout, docs/adapter-protocol.md), so that `agon conform --engine` can drive it like
// any other engine.
import { agonAdapter } from "../adapter/agon-adapter.js";
import { AdapterRefusal, serveAdapter } from "../adapter/serve.js";
import { loadGame, type CardChange, type CompiledGame } from "../index.js";
import { EXIT_OK } from "./errors.js";
import { writableOf, type CliIo } from "./io.js";
import { loadRules } from "./load.js";

export async function adapterCommand(rules: string, io: CliIo): Promise<number> {
  const withTestDeck = (cardChanges: CardChange[]): CompiledGame => {
    const { game, diagnostics } = loadGame(rules, { cardChanges });
    if (!game) throw new AdapterRefusal("failed", `the test deck does not load: ${diagnostics.map((d) => d.message).join("; ")}`);
    return game;
  };
  await serveAdapter(agonAdapter(loadRules(rules), withTestDeck), process.stdin, writableOf(io.stdout));
  return EXIT_OK;
}
