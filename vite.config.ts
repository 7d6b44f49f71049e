import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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
 * The top bar's dialogs (the mobile menu's panel, "Ready to post your property?") and the
 * modal they share stay out of it: they load when first opened (docs/decisions/023); so do
 * the footer (when reached) and the error page (when there is an error).
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    },
    {
      name: "shell",
      test: /[\\/]app[\\/](root\.tsx|components[\\/](layout[\\/](?!mobile-menu-panel|post-property-dialog|footer)|nonce|root-data|brand-mark|hydrate-on-interaction|responsive-image|photo|form-message)|config[\\/](site|limits)\.ts|components[\\/]icons\.tsx|modules[\\/](text[\\/](seo|format|amount)|platform[\\/]forms|i18n[\\/](locale|translate|use-i18n)|media[\\/]image-urls|listing-core[\\/](links|offer)|properties[\\/]freshness)\.ts)/,
    },
    {
      // What a card and a listing's page both draw: one chunk for both, not two of a few
      // hundred bytes each (the poster's tag and the shortlist's heart with its words).
      name: "listing-marks",
      test: /[\\/]app[\\/](components[\\/]properties[\\/](poster-tag|shortlist[\\/]shortlist-button)\.tsx|modules[\\/]properties[\\/]shortlist[\\/]words\.ts)/,
    },
  ],
};

/**
 * Vite wraps every dynamic `import()` in a helper that first adds `<link rel=modulepreload>`
 * for the imported chunk's own imports, so they load in parallel instead of one after the
 * other. Its stock code also handles CSS files, relative bases, CSP nonce meta tags and a
 * `vite:preloadError` event, none of which this site uses (one stylesheet, absolute base,
 * scripts allowed from 'self'): 1.6 kB as a chunk of its own (0.8 kB as sent) on every page
 * with a lazy part. This is the same preloading in a few lines (docs/decisions/023).
 */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const compactPreloadHelper: Plugin = {
  name: "compact-preload-helper",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
  load: (id) =>
    id === PRELOAD_HELPER_ID
      ? `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement("link");
    if (dep.endsWith(".css")) link.rel = "stylesheet";
    else link.rel = "modulepreload";
    link.href = "/" + dep;
    document.head.append(link);
  }
  return load();
};`
      : undefined,
};

/**
 * Every script and stylesheet is compressed once, at build time, with Brotli at its best and
 * gzip at its best, beside the file (server/precompressed.ts serves them): the server then
 * spends no CPU compressing the same files for every visitor, and they are smaller than
 * compressing on the fly makes them.
 */
const precompressAssets: Plugin = {
  name: "precompress-assets",
  applyToEnvironment: (environment) => environment.name === "client",
  writeBundle(options, bundle) {
    const dir = options.dir ?? "";
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(fileName)) continue;
      const file = path.join(dir, fileName);
      const data = fs.readFileSync(file);
      const brotli = zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      });
      const gzip = zlib.gzipSync(data, { level: 9 });
      if (brotli.length < data.length) fs.writeFileSync(`${file}.br`, brotli);
      if (gzip.length < data.length) fs.writeFileSync(`${file}.gz`, gzip);
    }
  },
};

// A quiet build: rolldown's timings of the plugins are not a problem to report.
const checks = { bundlerTimings: false } as const;

/**
 * What a lazy part's chunk asks to preload when it is imported, but the chunks every page
 * has loaded before any lazy part (the framework, the shell, the bundler's runtime): naming
 * them cost each chunk with a lazy part some 100 bytes for nothing.
 */
const EVERY_PAGES_CHUNK = /^assets\/(framework|shell|rolldown-runtime)-[\w-]+\.js$/;
const withoutEveryPagesChunks = (_file: string, deps: string[]) => deps.filter((dep) => !EVERY_PAGES_CHUNK.test(dep));

// Fonts stay files of their own, never data: URLs in the stylesheet: the content security
// policy allows fonts from this site only, and a file is fetched only by a page that needs it.
const assetsInlineLimit = (file: string) => (file.endsWith(".woff2") ? false : undefined);

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? {
        // On the server a dynamic import splits nothing worth saying: no warning for one
        // whose module is imported statically too (the browser build still warns).
        rollupOptions: { input: "./server/app.ts", checks: { ...checks, ineffectiveDynamicImport: false } },
        target: "node20",
        cssTarget,
        assetsInlineLimit,
      }
    : {
        target: "es2022",
        cssTarget,
        assetsInlineLimit,
        sourcemap: process.env.SOURCEMAP === "1",
        rollupOptions: { output: { codeSplitting }, checks },
        modulePreload: { resolveDependencies: withoutEveryPagesChunks },
      },
  resolve: { tsconfigPaths: true },
  plugins: [compactPreloadHelper, precompressAssets, tailwindcss(), reactRouter()],
}));
