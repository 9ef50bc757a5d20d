// The version `agon --version` prints: the package's own, bundled in at build time.
import packageJson from "../../package.json" with { type: "json" };

export const VERSION: string = packageJson.version;
