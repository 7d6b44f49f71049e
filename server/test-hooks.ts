import http from "node:http";
import { JOBS, type JobName } from "#app/modules/jobs/jobs.server";
import { getMailer } from "#app/modules/mail/mailer.server";
import { logger } from "#app/modules/platform/logger.server";

/**
 * Only with TEST_HOOKS_PORT set (the end-to-end tests' server sets it, tests/e2e/serve.js):
 * a control port on loopback, apart from the site's own, through which a test in a browser
 * runs a job now, as at a time it names (a visit's reminder the evening before), without
 * moving the clock the other tests' requests read:
 *
 *   POST /jobs/<name>  {"at": "2027-01-10T12:45:00Z"} (or {} for now): runs the job in this
 *                      process and answers when its e-mails are written
 *
 * Nothing of it is on the site's HTTP surface, and a production start never sets it.
 */
export function startTestHooks(): http.Server | null {
  const port = Number(process.env.TEST_HOOKS_PORT ?? "");
  if (!port) return null;
  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    try {
      const name = request.url?.slice("/jobs/".length) ?? "";
      if (request.method !== "POST" || !request.url?.startsWith("/jobs/") || !Object.hasOwn(JOBS, name)) {
        return void response.writeHead(404).end();
      }
      const { at } = JSON.parse(body || "{}") as { at?: string };
      const run = JOBS[name as JobName].run as (at?: Date) => Promise<unknown>;
      const result = await run(at ? new Date(at) : undefined);
      await getMailer().idle();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result }));
    } catch (error) {
      logger.error({ err: error }, "test hook failed");
      response.writeHead(500).end(String(error));
    }
  });
  server.on("error", (error) => logger.error({ err: error, port }, "test hooks not listening"));
  server.listen(port, "127.0.0.1");
  server.unref();
  return server;
}
