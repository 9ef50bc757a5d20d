// The public API of Agon: load a game (with diagnostics), start a match, decide, run agents,
// read views, events and the result. The CLI and the conformance features use only this.
export type { Diagnostic, Severity } from "../grammar/diagnostic.js";
export * from "./interpreter/api-types.js";
// To be provided by the interpreter (see src/interpreter/):
//   loadGame(path: string, opts?: { projectRoot?: string }): { game?: CompiledGame; diagnostics: Diagnostic[] }
//   checkFiles(paths: string[]): Diagnostic[]          (parse + checks + data assertions)
//   newMatch(game: CompiledGame, config: MatchConfig): Match
//   gameInfo(game): { name, title, minPlayers, maxPlayers, options: OptionInfo[], ruleIds: {id, summary}[] }
//   agents: randomAgent(seed), firstLegalAgent(), scriptedAgent(answers)
//   renderDiagnostic(d: Diagnostic, sourceText?: string): string
