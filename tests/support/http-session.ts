/**
 * A visitor without a browser, for the tests that only speak HTTP to the built server: a
 * cookie jar, form posts as a browser's form sends them, and redirects followed or not.
 * Its answers read as Playwright's (status(), headers(), text()), so helpers that take
 * either (postPropertyAs, sampleIds) work with both runners. It speaks through node:http,
 * not fetch: fetch marks every request as a script's (Sec-Fetch-Mode: cors), which a
 * browser's form post never is.
 */
import http from "node:http";

export interface Answer {
  status(): number;
  ok(): boolean;
  /** Header names in lower case; repeated headers joined by ", " (Set-Cookie by "\n"). */
  headers(): Record<string, string>;
  url(): string;
  text(): Promise<string>;
  json(): Promise<unknown>;
  body(): Promise<Buffer>;
}

/** What the helpers shared by both runners need of a visitor. */
export interface Requester {
  get(url: string, options?: RequestOptions): Promise<Answer>;
  post(url: string, options?: RequestOptions): Promise<Answer>;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A form as a browser sends it (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A form with files (multipart/form-data). */
  multipart?: Record<string, string | UploadFile>;
  /** 0: the redirect itself is the answer. */
  maxRedirects?: number;
}

export interface SessionOptions {
  baseURL: string;
  headers?: Record<string, string>;
  maxRedirects?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export class HttpSession implements Requester {
  readonly #baseURL: string;
  readonly #headers: Record<string, string>;
  readonly #maxRedirects: number;
  readonly #cookies = new Map<string, string>();

  constructor({ baseURL, headers = {}, maxRedirects = 20 }: SessionOptions) {
    this.#baseURL = baseURL;
    this.#headers = lowerCased(headers);
    this.#maxRedirects = maxRedirects;
  }

  get(url: string, options: RequestOptions = {}): Promise<Answer> {
    return this.fetch(url, { ...options, method: "GET" });
  }

  post(url: string, options: RequestOptions = {}): Promise<Answer> {
    return this.fetch(url, { ...options, method: "POST" });
  }

  /** The cookie jar as a Cookie header ("" when empty). */
  cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  async fetch(url: string, options: RequestOptions & { method?: string } = {}): Promise<Answer> {
    let method = options.method ?? "GET";
    let body = await formBody(options);
    let target = new URL(url, this.#baseURL);
    let redirectsLeft = options.maxRedirects ?? this.#maxRedirects;
    for (;;) {
      const headers: Record<string, string> = { ...this.#headers, ...lowerCased(options.headers ?? {}) };
      const jar = this.cookieHeader();
      if (jar && headers.cookie === undefined) headers.cookie = jar;
      if (body) {
        headers["content-type"] ??= body.type;
        headers["content-length"] = String(body.bytes.length);
      }
      const answer = await send(target, method, headers, body?.bytes);
      this.#keepCookies(answer.cookies);
      const location = answer.headers.location;
      if (!REDIRECTS.has(answer.status) || !location || redirectsLeft <= 0) return answerOf(answer, target.href);
      redirectsLeft -= 1;
      target = new URL(location, target);
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
      }
    }
  }

  #keepCookies(lines: string[]): void {
    for (const line of lines) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", setting = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(setting) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

interface Sent {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  bytes: Buffer;
}

function send(url: URL, method: string, headers: Record<string, string>, body?: Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const cookies = response.headers["set-cookie"] ?? [];
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined)
            flat[name] = Array.isArray(value) ? value.join(name === "set-cookie" ? "\n" : ", ") : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: flat, cookies, bytes: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The form's bytes and their type, as a browser's form submission sends them. */
async function formBody(options: RequestOptions): Promise<{ bytes: Buffer; type: string } | undefined> {
  if (options.form) {
    return {
      bytes: Buffer.from(new URLSearchParams(options.form).toString()),
      type: "application/x-www-form-urlencoded",
    };
  }
  if (!options.multipart) return undefined;
  const data = new FormData();
  for (const [name, value] of Object.entries(options.multipart)) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
  }
  // The multipart encoding (and its boundary) as fetch's own Response makes it.
  const encoded = new Response(data);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") ?? "multipart/form-data",
  };
}

function answerOf(sent: Sent, url: string): Answer {
  return {
    status: () => sent.status,
    ok: () => sent.status >= 200 && sent.status < 300,
    headers: () => sent.headers,
    url: () => url,
    text: async () => sent.bytes.toString("utf8"),
    json: async () => JSON.parse(sent.bytes.toString("utf8")),
    body: async () => sent.bytes,
  };
}
