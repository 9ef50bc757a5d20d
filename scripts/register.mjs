// Lets `node --import ./scripts/register.mjs script.ts` run TypeScript directly (transpile only).
// ts-node and this project's tsconfig.json are found from here, whatever folder the command runs in.
import { register } from "node:module";
import { fileURLToPath } from "node:url";

// run from the sources, the parser records its grammar from parser.ts (grammar/grammar-record.ts)
process.env.AGON_RECORD_GRAMMAR ??= "1";
process.env.TS_NODE_PROJECT ??= fileURLToPath(new URL("../tsconfig.json", import.meta.url));
register("ts-node/esm", import.meta.url);
