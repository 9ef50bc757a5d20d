// `agon lsp`: the language server on stdin and stdout, until the editor shuts it down.
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter } from "vscode-languageserver/node";
import { AgonServer } from "./server.js";

export function lspCommand(): Promise<number> {
  const connection = createConnection(
    ProposedFeatures.all,
    new StreamMessageReader(process.stdin),
    new StreamMessageWriter(process.stdout),
  );
  let shutDown = false;
  return new Promise((done) => {
    connection.onShutdown(() => void (shutDown = true));
    // LSP: exit code 0 after a `shutdown` request, 1 when told to exit without one
    connection.onExit(() => done(shutDown ? 0 : 1));
    process.stdin.on("end", () => done(shutDown ? 0 : 1));
    new AgonServer(connection).listen();
  });
}
