// A newcomer's `npm install` on the Node the README names warns about nothing (issue 37,
// finding 15: Lighthouse and Puppeteer asked for Node 22). Every package the project
// depends on directly must accept the oldest Node it supports (package.json "engines").
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const project = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const oldest = semver.minVersion(project.engines.node)?.version ?? "";

describe("the Node the README names", () => {
  it("is the project's oldest supported Node", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain(
      `Node.js ${oldest.replace(/\.0$/, "")} or later`,
    );
  });

  it("is accepted by every direct dependency", () => {
    const refusing = Object.keys({ ...project.dependencies, ...project.devDependencies }).flatMap((name) => {
      const file = path.join(ROOT, "node_modules", name, "package.json");
      if (!fs.existsSync(file)) return [];
      const wanted = (JSON.parse(fs.readFileSync(file, "utf8")) as { engines?: { node?: string } }).engines?.node;
      return wanted && !semver.satisfies(oldest, wanted) ? [`${name} wants Node ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
