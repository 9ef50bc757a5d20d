// The public API of Agon: load a game (with diagnostics), start a match, decide, run agents,
// read views, events and the result. The CLI and the conformance features use only this.
export type { Diagnostic, Severity } from "../grammar/diagnostic.js";
export * from "./interpreter/api-types.js";
export { loadGame, checkFiles, type CompiledGame, type LoadGameResult } from "./interpreter/load.js";
export { gameInfo, type GameInfo, type OptionInfo } from "./interpreter/game-info.js";
export { chooseBy, newMatch, playGame } from "./interpreter/match.js";
export { loadCompiledGame, withCompiledProgram, type CompiledModule } from "./codegen/compiled-module.js";
export { randomAgent, firstLegalAgent, scriptedAgent, type RandomAgent } from "./interpreter/agents.js";
export { AGENT_KINDS, isAgentKind, isAgentChoice, makeAgent, type AgentKind, type AgentChoice } from "./agents/kinds.js";
export { Position } from "./interpreter/position.js";
export { renderDiagnostic } from "../grammar/render.js";
export type { DivergenceInfo } from "./interpreter/divergence-info.js";
export { findSymbols, findNamed, localizedNames, nameIn } from "./interpreter/symbol-names.js";
export type { LocalizedDeclaration, NamedThing } from "../grammar/localized-names.js";
