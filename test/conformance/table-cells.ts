// Runs the features' scenarios in this process with one cell of one data table changed, to find
// the cells no step reads: a scenario that still passes with a wrong expected value checks less
// than it says. The features are parsed and matched once (src/mutation/suite.ts); each changed
// scenario is a copy of its pickle, assembled and run on its own.
import { EventEmitter } from "node:events";
import { join } from "node:path";
import { cucumberInternals, projectSupport } from "../../src/mutation/suite.js";

interface Cell {
  value: string;
}
interface PickleStep {
  text: string;
  astNodeIds: string[];
  argument?: { dataTable?: { rows: { cells: Cell[] }[] } };
}
interface Pickle {
  id: string;
  uri: string;
  name: string;
  steps: PickleStep[];
}
interface SourcedPickle {
  pickle: Pickle;
  gherkinDocument: unknown;
  location?: { line: number };
}
interface RunnableCase {
  pickle: Pickle;
}
interface Worker {
  runBeforeAllHooks(): Promise<unknown>;
  runTestCase(testCase: RunnableCase, failing: boolean): Promise<boolean>;
}

/** One cell of a data table as written in a feature file; a Background's table is in every
 *  scenario of its feature, an outline's in every example. */
export interface TableCell {
  uri: string;
  /** the line of the first scenario that holds it */
  line?: number;
  step: string;
  row: number;
  column: number;
  value: string;
  /** the wrong values tried for it */
  changes: string[];
}

/** Wrong values for a cell. A number: one more, one less, and the other numbers of its column (an
 *  age that orders two players is read only if the order changes). A word: each other word of its
 *  column whose row says something else (two cards with the same placing swapped say the same),
 *  else a name nothing declares. A header cell: a name nothing declares. */
export function wrongValues(rows: readonly (readonly string[])[], row: number, column: number): string[] {
  const value = rows[row]![column]!;
  const integer = /^-?\d+$/;
  const rest = (r: number) => rows[r]!.filter((_, c) => c !== column).join("|");
  const mates = rows
    .map((cells, r) => ({ cell: cells[column] ?? "", r }))
    .filter(({ cell, r }) => r !== row && cell !== value && rest(r) !== rest(row) && integer.test(cell) === integer.test(value))
    .map(({ cell }) => cell);
  if (integer.test(value)) return [...new Set([String(Number(value) + 1), String(Number(value) - 1), ...mates])];
  return mates.length > 0 ? [...new Set(mates)] : [`${value}-unknown`];
}

export interface TableCellRunner {
  cells: readonly TableCell[];
  /** whether some scenario that holds the cell fails with it changed to `to` */
  failsWith(cell: TableCell, to: string): Promise<boolean>;
}

export async function openTableCells(cwd: string, featurePaths: readonly string[]): Promise<TableCellRunner> {
  const { runConfiguration, support } = await projectSupport(cwd);
  const cucumber = cucumberInternals(cwd);
  const newId = cucumber.messages.IdGenerator.incrementing();
  const broadcaster = new EventEmitter();
  const { filterablePickles, parseErrors } = (await cucumber.gherkin.getPicklesAndErrors({
    newId,
    cwd,
    sourcePaths: featurePaths.map((p) => join(cwd, p)),
    coordinates: { ...runConfiguration.sources, paths: [...featurePaths] },
  })) as unknown as { filterablePickles: SourcedPickle[]; parseErrors: { message: string }[] };
  if (parseErrors.length > 0) throw new Error(parseErrors[0]!.message);
  const runId = newId();
  const snippetBuilder = await cucumber.snippets.getStepDefinitionSnippetBuilder({ cwd, supportCodeLibrary: support });
  const worker = new cucumber.Worker(
    runId,
    undefined,
    broadcaster,
    newId,
    runConfiguration.runtime,
    support,
    snippetBuilder,
  ) as unknown as Worker;
  await worker.runBeforeAllHooks();

  const cells = new Map<string, TableCell & { holders: { sourced: SourcedPickle; stepIndex: number }[] }>();
  for (const sourced of filterablePickles) {
    sourced.pickle.steps.forEach((step, stepIndex) => {
      const table = step.argument?.dataTable;
      if (!table) return;
      const rows = table.rows.map((r) => r.cells.map((c) => c.value));
      rows.forEach((values, row) =>
        values.forEach((value, column) => {
          const uri = sourced.pickle.uri.replace(/\\/g, "/");
          const key = `${uri} ${step.astNodeIds[0]} ${row} ${column}`;
          let cell = cells.get(key);
          if (!cell) {
            const line = sourced.location ? { line: sourced.location.line } : {};
            cell = { uri, ...line, step: step.text, row, column, value, changes: wrongValues(rows, row, column), holders: [] };
            cells.set(key, cell);
          }
          cell.holders.push({ sourced, stepIndex });
        }),
      );
    });
  }

  const run = async (sourced: SourcedPickle): Promise<boolean> => {
    const [testCase] = await cucumber.assemble.assembleTestCases(runId, broadcaster, newId, [sourced], support);
    return worker.runTestCase(testCase as unknown as RunnableCase, false);
  };

  return {
    cells: [...cells.values()],
    failsWith: async (cell, to) => {
      const { holders, row, column } = cell as TableCell & { holders: { sourced: SourcedPickle; stepIndex: number }[] };
      for (const { sourced, stepIndex } of holders) {
        const pickle: Pickle = structuredClone(sourced.pickle);
        pickle.id = newId();
        pickle.steps[stepIndex]!.argument!.dataTable!.rows[row]!.cells[column]!.value = to;
        if (!(await run({ ...sourced, pickle }))) return true;
      }
      return false;
    },
  };
}
