import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIconSprite, declaredIcons, SPRITE_FILE } from "../../scripts/icon-sprite";

describe("icon sprite", () => {
  it("holds exactly the icons the app declares (run scripts/make-icon-sprite.ts after adding one)", async () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(await buildIconSprite());
    const ids = [...fs.readFileSync(SPRITE_FILE, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(declaredIcons());
  });
});
