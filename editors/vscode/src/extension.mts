// The VS Code client: starts `agon lsp` (the command from the settings) for .agon files and
// leaves everything else to the language server.
import { workspace, type ExtensionContext } from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node.js";

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const config = workspace.getConfiguration("agon.server");
  const command = config.get<string>("command", "agon");
  const args = config.get<string[]>("args", ["lsp"]);
  const server: ServerOptions = { command, args, transport: TransportKind.stdio, options: { shell: process.platform === "win32" } };
  const options: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", language: "agon" }],
    synchronize: { fileEvents: workspace.createFileSystemWatcher("**/*.agon") },
  };
  client = new LanguageClient("agon", "Agon", server, options);
  context.subscriptions.push({ dispose: () => void client?.stop() });
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
