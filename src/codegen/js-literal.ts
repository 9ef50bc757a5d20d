// The one way a text (a file's path, a name, a rules file's text) reaches generated code: as a
// JSON literal, never raw and never in a comment. JSON keeps U+2028 and U+2029 raw, and a
// comment ends at them, so they are escaped too: the literal holds no line end of any kind
// (JSON.stringify already escapes \n, \r and lone surrogates).
const LINE_SEPARATORS = /[\u2028\u2029]/g;

function escapeSeparators(json: string): string {
  return json.replace(LINE_SEPARATORS, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/** `text` as a JavaScript string literal that is one line and reads back as `text`. */
export function jsString(text: string): string {
  return escapeSeparators(JSON.stringify(text));
}

/** A JSON value (texts, numbers, arrays of them) as a JavaScript literal on one line. */
export function jsValue(value: unknown): string {
  return escapeSeparators(JSON.stringify(value));
}
