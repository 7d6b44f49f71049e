// Writes app/assets/fonts/devanagari.woff2: the one Devanagari face of Hindi pages, Noto
// Sans Devanagari Regular cut down to the Devanagari block (every letter, sign and digit a
// Hindi page or a poster's Hindi text uses), the joiners, the rupee sign and the dotted
// circle, without hinting. Bold text on Hindi pages is this face made bold by the browser
// (decision 040): one file of the two the pages waited for.
//
//   node scripts/devanagari-font.mjs     (again only if the font changes)
import fs from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve(
  "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
);
const out = new URL("../app/assets/fonts/devanagari.woff2", import.meta.url);

/** U+0900–U+097F, ZWNJ and ZWJ, ₹ and the dotted circle (drawn under a lone vowel sign). */
const RANGES = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join("");

const before = fs.statSync(source).size;
const subset = await subsetFont(fs.readFileSync(source), text, {
  targetFormat: "woff2",
  preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
  noHinting: true,
});
fs.writeFileSync(out, subset);
const range = RANGES.map(([from, to]) =>
  from === to
    ? `U+${from.toString(16).toUpperCase()}`
    : `U+${from.toString(16).toUpperCase()}-${to.toString(16).toUpperCase()}`,
).join(", ");
console.log(`${out.pathname}: ${subset.length} bytes (from ${before}); unicode-range: ${range}`);
