import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// One CSS target for both builds: the server renders the stylesheet link that the
// browser build hashes, so both must produce the very same CSS.
const cssTarget = ["chrome111", "edge111", "firefox128", "safari16.4"];

/**
 * Every page loads React, React Router and the site shell (root, top bar, footer,
 * shared helpers). Shipped as two files instead of a dozen small ones they compress
 * better (about 2 kB less per page) and take fewer requests; each route's own code still
 * arrives in its own chunk. Small helpers many pages share (formatting, plurals, image
 * addresses, links, form messages) go into the shell too: as chunks of their own each
 * cost a request and its gzip overhead (the home page: 23 files and 24.1 kB beside the
 * framework, 17 files and 23.1 kB with them in the shell; tests/e2e/budget.spec.ts).
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    },
    {
      name: "shell",
      test: /[\\/]app[\\/](root\.tsx|components[\\/](layout[\\/]|nonce|error-page|root-data|modal|social-links|brand-mark|responsive-image|form-message)|config[\\/](site|limits)\.ts|components[\\/]icons\.tsx|modules[\\/](seo|format|plural|forms|media[\\/]image-urls|listing[\\/]links)\.ts)/,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20", cssTarget }
    : { target: "es2022", cssTarget, rollupOptions: { output: { codeSplitting } } },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
