import { pino } from "pino";

/** One JSON-lines logger for the whole server; request logs add a request id. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: ["req.headers.cookie", 'res.headers["set-cookie"]', "password", "*.password"],
});
