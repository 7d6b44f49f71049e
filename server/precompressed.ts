import fs from "node:fs";
import path from "node:path";
import type express from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the build's scripts and stylesheets from the copies compressed at build time
 * (vite.config.ts, precompressAssets) to browsers that accept them: Brotli, else gzip. Any
 * other file, or a browser that takes neither, falls through to the plain file (and the
 * compression middleware). The folder is read once: the build does not change under a
 * running server.
 */
export function precompressedAssets(dir: string, options: { maxAge: string }): express.RequestHandler {
  const files = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!files.has(name) || name.includes("/")) return next();
    const offered = ENCODINGS.filter((encoding) => files.has(name + encoding.suffix));
    if (offered.length === 0) return next();
    res.vary("Accept-Encoding");
    const encoding = offered.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(path.join(dir, name + encoding.suffix), { maxAge: options.maxAge, immutable: true }, (error) => {
      if (error) next(error);
    });
  };
}
