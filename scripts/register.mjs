// Lets `node --import ./scripts/register.mjs script.ts` run TypeScript directly (transpile only).
import { register } from "node:module";
import { pathToFileURL } from "node:url";

register("ts-node/esm", pathToFileURL("./"));
