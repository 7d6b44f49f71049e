/**
 * Form plumbing shared by browser and server that does not need Zod, so pages can use it
 * without loading the validation library up front (see form-schema.ts).
 */

import { data, isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { msg } from "#app/modules/i18n/translate";

/**
 * A page that shows its form's answer in place (a wizard, sign-in, sign-up): its loader runs
 * again on a navigation, never after a submission, which would draw the page over the answer.
 */
export const revalidateOnNavigation: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export type FieldValues = Record<string, string | string[]>;

/** Reads a FormData (or URLSearchParams) into plain values; repeated names become lists. */
export function formValues(form: FormData | URLSearchParams, lists: readonly string[] = []): FieldValues {
  const values: FieldValues = {};
  for (const [key, raw] of form.entries()) {
    if (typeof raw !== "string") continue;
    if (lists.includes(key)) {
      const list = values[key];
      values[key] = Array.isArray(list) ? [...list, raw] : [raw];
    } else if (!(key in values)) {
      values[key] = raw;
    }
  }
  for (const key of lists) values[key] ??= [];
  return values;
}

export interface FormFailure {
  message: string;
  field?: string;
}

/** A form checked: its data, or its first problem with every problem in the form's order. */
export type Checked<T> = { ok: true; data: T } | ({ ok: false; problems: FormFailure[] } & FormFailure);

/**
 * What every form action returns: the message to show, and on failure the field to fix and
 * what was sent (`withKeptInput`), so that a form answered without JavaScript keeps it.
 */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: string; sent?: FieldValues };

/** Fields never sent back to the page: passwords, codes, tokens, and the robots' trap. */
const NOT_KEPT = /password|code|token|website|intent/i;

/** What a form sent, as the page may show it again: text fields only, secrets left out. */
export function keptInput(form: FormData): FieldValues {
  const values = formValues(form);
  for (const name of Object.keys(values)) if (NOT_KEPT.test(name)) delete values[name];
  return values;
}

/**
 * Runs a form's action and, when it answers with a failure, puts what was sent into the
 * answer: a page drawn by the server after a post (no JavaScript, or a press before the
 * form's code came) shows the fields as they were typed, not empty (components/forms.tsx).
 */
export async function withKeptInput<T>(request: Request, run: () => Promise<T>): Promise<T> {
  const type = request.headers.get("content-type") ?? "";
  const sent = type.includes("application/x-www-form-urlencoded")
    ? keptInput(await request.clone().formData())
    : undefined;
  const result = await run();
  const answer =
    typeof result === "object" && result !== null && (result as { type?: unknown }).type === "DataWithResponseInit"
      ? (result as unknown as { data: unknown }).data
      : result;
  if (sent && typeof answer === "object" && answer !== null && (answer as { ok?: unknown }).ok === false) {
    (answer as { sent?: FieldValues }).sent = sent;
  }
  return result;
}

/**
 * What a form's clientAction returns when its request never reached the server (the
 * connection dropped): the form's failure message, with everything typed left in place so
 * that the person can send again. The 503 status tells the router not to reload the
 * pages' data after it (that request would fail too and replace the page with an error).
 */
export function unsent(message: string) {
  return data({ ok: false as const, message }, { status: 503 });
}

/**
 * A form's clientAction: the server's answer, or `unsent(message)` when the request failed
 * on its way (the connection dropped, a proxy in front answered 502 or 504) or the server
 * failed (5xx). What the server decided (a redirect, a 403 or 404 it threw) still applies.
 */
export async function sendOrKeep<T>(serverAction: () => Promise<unknown>, message: string) {
  try {
    return (await serverAction()) as T;
  } catch (error) {
    const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : 500;
    if (status < 500) throw error;
    return unsent(message);
  }
}

/** What a form says when its request never reached the server, unless it has words of its own. */
export const UNSENT = msg("Could not reach the server. Check your connection and try again.");

/**
 * The clientAction of a page whose forms name themselves by `intent` (dispatchIntent): the
 * server's answer, or `unsent` with the intent of the form that was sent, so that form, and
 * only it, says so, with what was typed left in place. Every page with an action has one
 * (app/every-form-keeps-its-input.test.ts).
 */
export async function sendOrKeepForm<T>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  message: string = UNSENT,
) {
  let intent: string | undefined;
  try {
    const sent = await request.clone().formData();
    const named = sent.get("intent");
    intent = typeof named === "string" ? named : undefined;
  } catch {
    // Not a form (an upload's bytes): no intent to name.
  }
  try {
    return await serverAction();
  } catch (error) {
    const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : 500;
    if (status < 500) throw error;
    return data({ ok: false as const, message, ...(intent ? { intent } : {}) }, { status: 503 });
  }
}
