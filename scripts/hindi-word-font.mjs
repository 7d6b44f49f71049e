// Writes app/assets/fonts/hindi-word.woff2: Noto Sans Devanagari cut down to the letters of
// "हिन्दी", the language switch's word on English pages. English pages load no Devanagari
// font (decision 028), and a device without one drew the word as empty boxes; this face,
// 2.4 kB, draws it everywhere (app.css).
//
//   node scripts/hindi-word-font.mjs     (again only if the word or the font changes)
import fs from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const WORD = "हिन्दी";
const require = createRequire(import.meta.url);
const source = require.resolve(
  "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
);
const out = new URL("../app/assets/fonts/hindi-word.woff2", import.meta.url);

const subset = await subsetFont(fs.readFileSync(source), WORD, { targetFormat: "woff2" });
fs.writeFileSync(out, subset);
const codePoints = [...new Set(WORD)].map(
  (char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`,
);
console.log(`${out.pathname}: ${subset.length} bytes; unicode-range: ${codePoints.sort().join(", ")}`);
