// `agon adapter RULES`: Agon's own engine of a game behind the adapter protocol (JSON lines on
// stdin and stdout, docs/adapter-protocol.md), so that `agon conform --engine` can drive it like
// any other engine.
import { agonAdapter } from "../adapter/agon-adapter.js";
import { serveAdapter } from "../adapter/serve.js";
import { testDeckLoader } from "../adapter/test-deck.js";
import { EXIT_OK } from "./errors.js";
import { writableOf, type CliIo } from "./io.js";
import { loadRules } from "./load.js";

export async function adapterCommand(rules: string, io: CliIo): Promise<number> {
  await serveAdapter(agonAdapter(loadRules(rules), testDeckLoader(rules)), process.stdin, writableOf(io.stdout));
  return EXIT_OK;
}
