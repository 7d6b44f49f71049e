import { describe, expect, it } from "vitest";
import { trendShape } from "./trend";

const BOX = { width: 110, height: 60, pad: 5 };

describe("the 12-month trend line", () => {
  it("runs time left to right and puts the highest median at the top, the lowest at the bottom", () => {
    const shape = trendShape(
      [
        { index: 0, value: 5000 },
        { index: 11, value: 6000 },
        { index: 5, value: 5500 },
      ],
      12,
      BOX,
    );
    expect(shape.dots).toEqual([
      { x: 5, y: 55 },
      { x: 50.5, y: 30 },
      { x: 105, y: 5 },
    ]);
    // (month 5 of 0..11: 5 + 5/11 × 100 = 50.45.) Months 0 and 5 are not neighbours: the line breaks where months have no figure.
    expect(shape.d).toBe("M5 55 M50.5 30 M105 5");
  });

  it("joins consecutive months into one line", () => {
    const shape = trendShape(
      [
        { index: 9, value: 100 },
        { index: 10, value: 300 },
        { index: 11, value: 200 },
      ],
      12,
      BOX,
    );
    expect(shape.d).toBe("M86.8 55 L95.9 5 L105 30");
  });

  it("draws a single value or a flat run in the middle of the box", () => {
    expect(trendShape([{ index: 11, value: 6200 }], 12, BOX)).toEqual({ d: "M105 30", dots: [{ x: 105, y: 30 }] });
    expect(
      trendShape(
        [
          { index: 10, value: 6200 },
          { index: 11, value: 6200 },
        ],
        12,
        BOX,
      ).d,
    ).toBe("M95.9 30 L105 30");
  });
});
