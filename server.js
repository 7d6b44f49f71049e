// Starts the site. `node server.js` serves the production build; `node server.js --dev`
// serves the sources through Vite with hot reload. SIGTERM or SIGINT stop it cleanly:
// no new connections, running requests finish, the database is checkpointed and closed.
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

let running;
try {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    const { start } = await vite.ssrLoadModule("./server/app.ts");
    running = await start({ vite });
  } else {
    const { start } = await import("./build/server/index.js");
    running = await start();
  }
} catch (error) {
  // Errors a person can fix (a bad setting, a data directory in use) are shown plainly.
  console.error(error?.expose ? `\n${error.message}\n` : error);
  process.exit(1);
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
}
