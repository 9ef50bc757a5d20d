// Agon's highlighting: a stream tokenizer over the lexer's own vocabulary (hard keywords, soft
// keywords), sent by the worker so that the page has no copy of the keyword list.
import { StreamLanguage, type StringStream } from "@codemirror/language";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/;

export function agonLanguage(keywords: readonly string[], reserved: readonly string[]): StreamLanguage<unknown> {
  const hard = new Set(reserved);
  const soft = new Set(keywords.filter((k) => !hard.has(k)));
  return StreamLanguage.define({
    name: "agon",
    token(stream: StringStream): string | null {
      if (stream.eatSpace()) return null;
      if (stream.match("//")) {
        stream.skipToEnd();
        return "comment";
      }
      if (stream.match(/^"(?:[^"\\]|\\.)*"?/)) return "string";
      if (stream.match(/^[0-9]+/)) return "number";
      const word = stream.match(NAME) as RegExpMatchArray | null;
      if (word) {
        if (hard.has(word[0])) return "keyword";
        if (soft.has(word[0])) return "typeName";
        return "variableName";
      }
      if (stream.match(/^(->|\+=|-=|==|!=|<=|>=|\?\?|\.\.|[<>=+\-*/%|:])/)) return "operator";
      stream.next();
      return "punctuation";
    },
    languageData: { commentTokens: { line: "//" } },
  });
}
