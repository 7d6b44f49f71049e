// Plain JavaScript (typed by JSDoc): the front door (door.js) and the site (request-body.ts) share it.
import { REFUSED_BODY_DRAIN } from "../app/config/body-limits.js";

/**
 * Ends the answer to a request whose body is refused once that body has arrived, reading
 * and discarding it, up to REFUSED_BODY_DRAIN's bytes or time; past those the connection is
 * cut after the answer (a client sending that much more after a refusal is not owed one).
 * Closing with unread bytes would reset the connection, and a client still sending (or one
 * that sends the whole body before reading) would never see the answer.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function endAfterDrain(req, res) {
  if (req.complete || req.destroyed) {
    res.end();
    return;
  }
  let drained = 0;
  /** @param {boolean} cut */
  const finish = (cut) => {
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    if (cut) res.end(() => req.socket.destroy());
    else res.end();
  };
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    drained += chunk.length;
    if (drained > REFUSED_BODY_DRAIN.bytes) finish(true);
  };
  const onEnd = () => finish(false);
  const onError = () => finish(true);
  const timer = setTimeout(() => finish(true), REFUSED_BODY_DRAIN.ms);
  timer.unref();
  req.on("data", onData);
  req.once("end", onEnd);
  req.once("error", onError);
  req.resume();
}
