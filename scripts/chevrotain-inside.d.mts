import type { Plugin } from "vite";

export function chevrotainInside(grammarDir?: string): Plugin;
