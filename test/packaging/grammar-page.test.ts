// docs/grammar.html works offline: the diagram renderer and its stylesheet are inside the page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../cli/run-cli.js";

describe("docs/grammar.html", () => {
  it("loads nothing from the network", () => {
    const page = readFileSync(join(ROOT, "docs/grammar.html"), "utf8");
    expect(page).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(page).toContain("railroad");
    expect(page).toMatch(/<style>[^]*\.railroad-diagram/);
  });
});
