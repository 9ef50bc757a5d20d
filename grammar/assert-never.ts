// The end of an exhaustive switch: a case left unhandled is a type error here (its value is not
// `never`), and, should a value the types did not foresee arrive at run time, an internal error
// rather than a silent default.
export function assertNever(value: never, what: string): never {
  throw new Error(`internal error: no case for ${what} ${JSON.stringify(value)}`);
}
