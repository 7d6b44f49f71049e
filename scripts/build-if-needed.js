// Builds the site when the sources changed since the last build (or there is none).
// A hash of the sources is kept beside the build, so a fresh clone or any edit rebuilds.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "server", "db", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const STAMP = "build/.source-hash";

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

const hash = crypto.createHash("sha256");
for (const source of SOURCES) {
  for (const file of files(source)) hash.update(file).update(fs.readFileSync(file));
}
const digest = hash.digest("hex");
const built =
  fs.existsSync("build/server/index.js") && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === digest;
if (!built) {
  console.log("Building the site...");
  // Its warnings are shown, but for the one @react-router/dev causes itself (it sets Vite's
  // deprecated envFile): nothing for a newcomer to act on.
  const result = spawnSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  const warnings = result.stderr
    .split("\n")
    .filter((line) => !line.includes("`envFile` option is deprecated"))
    .join("\n")
    .trim();
  if (warnings) console.error(warnings);
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, digest);
}
