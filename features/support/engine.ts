// Where a scenario's match is played: by Agon's engine, or, when AGON_ENGINE names a command (set
// by `agon conform --engine CMD`), by whatever engine that adapter process drives, through the
// adapter protocol (docs/adapter-protocol.md). One adapter process serves every scenario of a run.
import { EngineConnection } from "../../src/adapter/engine-client.js";
import { newMatch, type CompiledGame, type Match, type MatchConfig } from "../../src/index.js";

const connections = new Map<string, EngineConnection>();

export function startMatch(game: CompiledGame, config: MatchConfig): Match {
  const command = process.env.AGON_ENGINE;
  if (!command) return newMatch(game, config);
  let connection = connections.get(command);
  if (!connection?.alive) {
    const timeout = Number(process.env.AGON_ENGINE_TIMEOUT_MS);
    connection = new EngineConnection(command, process.cwd(), Number.isInteger(timeout) && timeout > 0 ? timeout : undefined);
    connections.set(command, connection);
  }
  return connection.start(game, config);
}
