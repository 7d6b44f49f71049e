// Starts the site. `node server.js` serves the production build through the front door
// (server/door.js, decision 048): this process owns the port and the site runs in a child
// process behind it (`--behind-door`); FRONT_DOOR=0 serves from this one process.
// `node server.js --dev` serves the sources through Vite with hot reload. SIGTERM or SIGINT
// stop it cleanly: no new connections, running requests finish, the database is
// checkpointed and closed.
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
const behindDoor = process.argv.includes("--behind-door");
const withDoor = !dev && !behindDoor && !["0", "false", "no"].includes(process.env.FRONT_DOOR ?? "");
process.env.NODE_ENV ??= dev ? "development" : "production";

let running;
try {
  if (withDoor) {
    const { openDoor } = await import("./server/door.js");
    running = await openDoor({ appScript: fileURLToPath(import.meta.url) });
  } else if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    running = await start({ vite });
  } else {
    const { start } = await import("./build/server/index.js");
    running = await start();
  }
} catch (error) {
  // The site behind the door has said what stopped it; errors a person can fix (a bad
  // setting, a data directory in use) are shown plainly.
  if (withDoor && typeof error?.code === "number") process.exit(error.code || 1);
  console.error(error?.expose ? `\n${error.message}\n` : error);
  process.exit(1);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
};
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, stop);
if (behindDoor) {
  // The door waits for this before it opens, and answers health checks from the reports
  // that follow; when the door is gone, so is the site.
  process.send?.("listening");
  process.on("disconnect", stop);
  // The door keeps the shared pages this process keeps (decision 055): it is told what each
  // change forgets, and tells back the listing views it answered itself.
  running.onPagesForgotten((change, generation) => {
    if (process.connected) process.send?.({ forget: change, generation });
  });
  process.on("message", (message) => {
    if (message && typeof message === "object" && Array.isArray(message.views)) running.countDoorViews(message.views);
  });
  const report = async () => process.connected && process.send?.({ healthy: await running.healthy() });
  void report();
  setInterval(report, 1000).unref();
}
