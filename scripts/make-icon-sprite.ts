// Writes app/assets/icons.svg from the icons declared in app/components/icons.tsx.
// Run after adding an icon there: npx tsx scripts/make-icon-sprite.ts
import fs from "node:fs";
import { buildIconSprite, declaredIcons, SPRITE_FILE } from "./icon-sprite";

fs.writeFileSync(SPRITE_FILE, await buildIconSprite());
console.log(`${SPRITE_FILE}: ${declaredIcons().length} icons`);
