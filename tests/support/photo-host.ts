import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Duplex } from "node:stream";
import sharp from "sharp";

/**
 * A photo host on loopback over https (a certificate made for 127.0.0.1 on the spot), for
 * the import's photo fetching: photos, an HTML page named .jpg, a 40 MB file, redirects to
 * private addresses, and a host that never answers; and a CRM receiving leads at /leads,
 * failing each lead `failTimes` times before taking it; and any file a test puts in `files`
 * (a poster's feed) at its path.
 */
export interface PhotoHost {
  origin: string;
  port: number;
  ca: string;
  /** What was POSTed to /leads (a CRM receiving leads), each with its headers, in order. */
  leads: Array<{ headers: Record<string, string>; body: string; answered: number }>;
  /** How many times /leads answers 500 to each webhook-id before it answers 200. */
  failTimes: number;
  /** Files served at their path ("/feed.csv"), with their type. */
  files: Map<string, { type: string; body: string | Buffer }>;
  close(): Promise<void>;
}

export async function startPhotoHost(): Promise<PhotoHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-host-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const sockets = new Set<Duplex>();
  const tries = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, async (req, res) => {
    const url = new URL(req.url ?? "/", "https://127.0.0.1");
    if (url.pathname === "/leads" && req.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const id = String(req.headers["webhook-id"] ?? "");
      const tried = (tries.get(id) ?? 0) + 1;
      tries.set(id, tried);
      const answered = tried <= host.failTimes ? 500 : 200;
      host.leads.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString("utf8"),
        answered,
      });
      res.writeHead(answered).end();
      return;
    }
    const photo = /^\/photo-(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      const shade = Number(photo[1]) % 250;
      const body = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 255 - shade } },
      })
        .jpeg()
        .toBuffer();
      res.writeHead(200, { "content-type": "image/jpeg" }).end(body);
    } else if (host.files.has(url.pathname)) {
      const file = host.files.get(url.pathname);
      res.writeHead(200, { "content-type": file?.type ?? "text/plain" }).end(file?.body);
    } else if (url.pathname === "/page.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" }).end("<!doctype html><title>Not a photo</title>");
    } else if (url.pathname === "/huge.jpg") {
      // 40 MB, without saying so in advance: the reader must stop by itself.
      res.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < 40) {
          sent++;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("close", () => {
        sent = 40;
      });
      more();
    } else if (url.pathname === "/to-private") {
      res.writeHead(302, { location: url.searchParams.get("to") ?? "https://10.0.0.1/x.jpg" }).end();
    } else if (url.pathname === "/silent.jpg") {
      // Never answers.
    } else res.writeHead(404).end();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host: PhotoHost = {
    origin: `https://127.0.0.1:${port}`,
    port,
    ca: fs.readFileSync(cert, "utf8"),
    leads: [],
    failTimes: 0,
    files: new Map(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return host;
}
