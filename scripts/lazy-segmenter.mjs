// string-width sets up an Intl.Segmenter and four Unicode-property regular expressions when it is
// imported (ICU's break rules and the emoji sets: ~15 ms of every start of the CLI, also of
// commands that never measure a wide character). In a bundle each is set up at its first use
// instead. The build fails if string-width no longer declares them as expected.
import { createRequire } from "node:module";

const STRING_WIDTH = createRequire(import.meta.url).resolve("string-width");
const LAZY = ["segmenter", "visibleCharacterRegex", "spacingMarkRegex", "rgiEmojiRegex", "extendedPictographicRegex"];

export function lazySegmenter() {
  return {
    name: "lazy-segmenter",
    transform(code, id) {
      // (cli-progress's older string-width, elsewhere in node_modules, sets up nothing)
      if (id !== STRING_WIDTH) return null;
      let lazy = code;
      for (const name of LAZY) {
        const declaration = new RegExp(`^const ${name} = (.+);$`, "m");
        const setup = declaration.exec(lazy);
        if (!setup) throw new Error(`lazy-segmenter: ${id} no longer declares \`const ${name} = ...;\``);
        const uses = lazy.replace(declaration, "").replace(new RegExp(`\\b${name}\\b`, "g"), `${name}()`);
        lazy = `let ${name}Made;\nconst ${name} = () => (${name}Made ??= ${setup[1]});\n${uses}`;
      }
      return lazy;
    },
  };
}
