// Prints, as JSON ready to translate, the English messages the code asks for that no Hindi
// catalogue file has yet (decision 028), and where English is still written into pages.
//
// Usage: npm run i18n:missing [-- --bypasses]
import fs from "node:fs";
import path from "node:path";
import { readAllSources } from "#app/modules/i18n/source-words";

const dir = path.resolve("app/modules/i18n/catalogs/hi");
const hindi: Record<string, unknown> = {};
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json")))
  Object.assign(hindi, JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));

const source = readAllSources(path.resolve("app"));
const missing = Object.fromEntries(
  [...source.keys].filter(([key]) => !(key in hindi)).map(([key, file]) => [key, `TODO (${file})`]),
);
console.log(JSON.stringify(missing, null, 2));
if (process.argv.includes("--bypasses")) for (const line of source.bypasses) console.error(line);
