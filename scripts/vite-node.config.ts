// The configuration the scripts that load the site's modules run with (`vite-node --config
// scripts/vite-node.config.ts`): Vite's own handling of what those modules ask of it
// (import.meta.glob for the catalogues, "?url" assets), without the site's build plugins,
// which a script does not need and which print their notices on every run.
import { defineConfig } from "vite";

export default defineConfig({ logLevel: "warn" });
