import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// One CSS target for both builds: the server renders the stylesheet link that the
// browser build hashes, so both must produce the very same CSS.
const cssTarget = ["chrome111", "edge111", "firefox128", "safari16.4"];

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20", cssTarget }
    : { target: "es2022", cssTarget },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
