import { describe, expect, it } from "vitest";
import { functionsOver, isRuntime, routeFilesOver, sourceFiles } from "../scripts/code-facts";

// Every page the same shape (issue 58): a route guards, asks its page model and renders, so no
// route file grows past 250 lines; and no function past 150, where a reader loses the thread.
const ROUTE_LINES = 250;
const FUNCTION_LINES = 150;

describe("the shape of the code", () => {
  it(`keeps every route file to ${ROUTE_LINES} lines`, () => {
    expect(routeFilesOver(ROUTE_LINES).map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it(`keeps every function to ${FUNCTION_LINES} lines`, () => {
    const runtime = [...sourceFiles("app"), ...sourceFiles("server")].filter(isRuntime);
    const over = functionsOver(FUNCTION_LINES, runtime).map(
      ({ file, line, name, lines }) => `${file}:${line} ${name}: ${lines} lines`,
    );
    expect(over).toEqual([]);
  });

  it("sees a long function and a long route where there is one", () => {
    expect(functionsOver(10, ["app/modules/listing-core/title.ts"]).length).toBeGreaterThan(0);
    expect(routeFilesOver(10).length).toBeGreaterThan(0);
  });
});
