/**
 * Draws the site's own pictures (home hero, city cards, the /buy sample listings) from
 * procedural SVG art and writes them as WebP at a few widths under app/assets/, with a
 * small TypeScript module per group that imports them (Vite hashes the files, so they
 * are cached for a year). Nothing is downloaded; the same seeds draw the same pictures.
 * AVIF was tried for the hero (1024 w: 12.6 kB WebP, 5.9 kB AVIF) and left out: the extra
 * file list and <picture> cost the home page 0.6 kB of JavaScript, at its 20 kB budget.
 *
 *   npx tsx scripts/make-site-images.ts [hero cities buy icons]   (no names: all of them)
 *
 * Run it again after changing a scene; commit the WebP files and the modules. The buy
 * group's heritage-bungalow pictures are not in this list (they were drawn before it):
 * name the groups you change rather than regenerating "buy".
 */
import fs from "node:fs";
import path from "node:path";
import { BedDouble, Building2, KeyRound, LandPlot, type LucideIcon, Store } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { drawScene, randomGenerator, type Scene } from "#db/seed/demo-art";

type Art = Scene | "dusk-skyline" | "interior";

interface Picture {
  name: string;
  art: Art;
  seed: number;
}

interface Group {
  folder: string;
  /** The exported constant of the generated module. */
  constant: string;
  comment: string;
  width: number;
  height: number;
  widths: number[];
  quality: number;
  pictures: Picture[];
}

const GROUPS: Group[] = [
  {
    folder: "hero",
    constant: "HERO_IMAGES",
    comment: "The three slides of the home page hero, in order.",
    width: 1920,
    height: 1080,
    widths: [640, 1024, 1600, 1920],
    quality: 72,
    pictures: [
      { name: "gomti-skyline", art: "dusk-skyline", seed: 7 },
      { name: "garden-villa", art: "villa", seed: 23 },
      { name: "open-plots", art: "plot", seed: 41 },
    ],
  },
  {
    folder: "cities",
    constant: "CITY_IMAGES",
    comment: "Cards of the cities list on the home page.",
    width: 960,
    height: 640,
    widths: [480, 960],
    quality: 70,
    pictures: [
      { name: "lucknow", art: "dusk-skyline", seed: 3 },
      { name: "kanpur", art: "office", seed: 12 },
      { name: "varanasi", art: "villa", seed: 31 },
    ],
  },
  {
    folder: "buy",
    constant: "BUY_IMAGES",
    comment: "Photographs of the three sample luxury listings on /buy, three per listing.",
    width: 1600,
    height: 1000,
    widths: [480, 960, 1600],
    quality: 70,
    pictures: [
      { name: "riverside-villa-1", art: "villa", seed: 101 },
      { name: "riverside-villa-2", art: "interior", seed: 102 },
      { name: "riverside-villa-3", art: "plot", seed: 103 },
      { name: "skyline-penthouse-1", art: "towers", seed: 201 },
      { name: "skyline-penthouse-2", art: "interior", seed: 202 },
      { name: "skyline-penthouse-3", art: "dusk-skyline", seed: 203 },
      { name: "heritage-bungalow-1", art: "villa", seed: 301 },
      { name: "heritage-bungalow-2", art: "interior", seed: 302 },
      { name: "heritage-bungalow-3", art: "villa", seed: 303 },
    ],
  },
];

/** Lucknow at dusk: domes and minarets on the far bank, towers and the river in front. */
function duskSkyline(seed: number, width: number, height: number): string {
  const random = randomGenerator(seed);
  const water = height * 0.74;
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2d5c"/><stop offset="0.55" stop-color="#c46a6a"/><stop offset="1" stop-color="#f6b26b"/></linearGradient>`,
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a6b"/><stop offset="1" stop-color="#2b2d4c"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#s)"/>`,
    `<circle cx="${width * (0.6 + random() * 0.2)}" cy="${water - height * 0.12}" r="${height * 0.07}" fill="#ffd89b" opacity="0.9"/>`,
  ];
  // Far bank: a long arcade, domes and minarets in one muted colour.
  const far = "#6b3f5a";
  let x = width * 0.03;
  while (x < width * 0.97) {
    const kind = random();
    if (kind < 0.35) {
      const r = height * (0.05 + random() * 0.04);
      const base = water - height * 0.12;
      parts.push(
        `<rect x="${x}" y="${base}" width="${r * 2.4}" height="${water - base}" fill="${far}"/>`,
        `<ellipse cx="${x + r * 1.2}" cy="${base}" rx="${r}" ry="${r * 1.1}" fill="${far}"/>`,
        `<rect x="${x + r * 1.15}" y="${base - r * 1.6}" width="${r * 0.1}" height="${r * 0.6}" fill="${far}"/>`,
      );
      x += r * 2.6;
    } else if (kind < 0.55) {
      const h = height * (0.18 + random() * 0.1);
      const w = width * 0.012;
      parts.push(
        `<rect x="${x}" y="${water - h}" width="${w}" height="${h}" fill="${far}"/>`,
        `<ellipse cx="${x + w / 2}" cy="${water - h}" rx="${w * 0.9}" ry="${w * 1.2}" fill="${far}"/>`,
      );
      x += w * 3;
    } else {
      const w = width * (0.08 + random() * 0.08);
      const h = height * (0.07 + random() * 0.05);
      parts.push(`<rect x="${x}" y="${water - h}" width="${w}" height="${h}" fill="${far}"/>`);
      const arches = Math.max(3, Math.floor(w / 40));
      for (let i = 0; i < arches; i++) {
        const ax = x + ((i + 0.5) * w) / arches;
        parts.push(
          `<ellipse cx="${ax}" cy="${water - h * 0.45}" rx="${(w / arches) * 0.28}" ry="${h * 0.3}" fill="#ffcf8a" opacity="0.45"/>`,
        );
      }
      x += w + width * 0.01;
    }
  }
  // Near bank: modern towers with lit windows.
  x = width * 0.05;
  while (x < width * 0.95) {
    const w = width * (0.05 + random() * 0.05);
    const h = height * (0.25 + random() * 0.3);
    const top = water - h;
    if (random() < 0.55) {
      parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="#262a48"/>`);
      const cols = 4;
      const rows = Math.floor(h / 30);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          if (random() < 0.45) {
            parts.push(
              `<rect x="${x + 6 + (c * (w - 12)) / cols}" y="${top + 10 + r * 30}" width="${(w - 12) / cols - 6}" height="14" fill="#ffd98a" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`,
            );
          }
        }
      }
    }
    x += w + width * (0.02 + random() * 0.05);
  }
  parts.push(`<rect y="${water}" width="${width}" height="${height - water}" fill="url(#w)"/>`);
  for (let i = 0; i < 14; i++) {
    const y = water + 12 + random() * (height - water - 20);
    const cx = width * (0.55 + random() * 0.3);
    parts.push(
      `<rect x="${cx - 60 - random() * 80}" y="${y}" width="${120 + random() * 160}" height="3" fill="#ffd89b" opacity="0.35"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}

/** A living room: window with a view, sofa, rug, lamp and a plant. */
function interior(seed: number, width: number, height: number): string {
  const random = randomGenerator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const wall = pick(["#efe6d8", "#e6ece9", "#f3e9e1", "#e9e4f0"]);
  const sofa = pick(["#35605a", "#7a4b3a", "#3e4e6e", "#8a6d3b"]);
  const floorY = height * 0.68;
  const wx = width * (0.12 + random() * 0.3);
  const ww = width * 0.36;
  const wy = height * 0.12;
  const wh = height * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ccbe8"/><stop offset="1" stop-color="#e3f1f8"/></linearGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b98b5e"/><stop offset="1" stop-color="#8a6140"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="${wall}"/>
<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#f)"/>
<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="url(#v)" stroke="#ffffff" stroke-width="14"/>
<rect x="${wx + ww / 2 - 5}" y="${wy}" width="10" height="${wh}" fill="#ffffff"/>
<rect x="${wx + ww * 0.1}" y="${wy + wh * 0.55}" width="${ww * 0.2}" height="${wh * 0.45}" fill="#7f9db5" opacity="0.7"/>
<rect x="${wx + ww * 0.62}" y="${wy + wh * 0.4}" width="${ww * 0.24}" height="${wh * 0.6}" fill="#9fb7c9" opacity="0.7"/>
<ellipse cx="${width * 0.5}" cy="${height * 0.9}" rx="${width * 0.3}" ry="${height * 0.06}" fill="${pick(["#c9a27e", "#b5838d", "#8fa7a0"])}" opacity="0.8"/>
<rect x="${width * 0.3}" y="${floorY - height * 0.16}" width="${width * 0.4}" height="${height * 0.16}" rx="18" fill="${sofa}"/>
<rect x="${width * 0.28}" y="${floorY - height * 0.24}" width="${width * 0.44}" height="${height * 0.1}" rx="18" fill="${sofa}" opacity="0.85"/>
<rect x="${width * 0.27}" y="${floorY - height * 0.2}" width="${width * 0.05}" height="${height * 0.2}" rx="12" fill="${sofa}"/>
<rect x="${width * 0.68}" y="${floorY - height * 0.2}" width="${width * 0.05}" height="${height * 0.2}" rx="12" fill="${sofa}"/>
<rect x="${width * 0.42}" y="${height * 0.82}" width="${width * 0.16}" height="${height * 0.03}" fill="#5b3a1e"/>
<rect x="${width * 0.82}" y="${height * 0.3}" width="6" height="${floorY - height * 0.3}" fill="#444"/>
<polygon points="${width * 0.79},${height * 0.3} ${width * 0.85},${height * 0.3} ${width * 0.83},${height * 0.22} ${width * 0.81},${height * 0.22}" fill="#f6d365"/>
<rect x="${width * 0.1}" y="${floorY - height * 0.08}" width="${width * 0.06}" height="${height * 0.08}" fill="#a0522d"/>
<circle cx="${width * 0.13}" cy="${floorY - height * 0.14}" r="${height * 0.07}" fill="#2e7d32"/>
</svg>`;
}

function draw(art: Art, seed: number, width: number, height: number): string {
  if (art === "dusk-skyline") return duskSkyline(seed, width, height);
  if (art === "interior") return interior(seed, width, height);
  return drawScene(art, seed, width, height);
}

function camel(name: string): string {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Decorative icons of the home page's services grid as SVG files: drawn as images they
 * cost the page no JavaScript (as components they would ship in its bundle).
 */
const ICONS: Record<string, LucideIcon> = {
  "buy-commercial": Building2,
  "lease-commercial": Store,
  "buy-plots": LandPlot,
  "rent-home": KeyRound,
  "pg-co-living": BedDouble,
};

function writeIcons(root: string): void {
  // Only its own files: the folder also holds the amenity symbols (make-amenity-icons.ts).
  const folder = path.join(root, "icons");
  fs.mkdirSync(folder, { recursive: true });
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [name, icon] of Object.entries(ICONS)) {
    const svg = renderToStaticMarkup(createElement(icon, { color: "#0b664d", size: 36, strokeWidth: 1.75 })).replace(
      / class="[^"]*"/,
      "",
    );
    fs.writeFileSync(path.join(folder, `${name}.svg`), `${svg}\n`);
    imports.push(`import ${camel(name)} from "./${name}.svg?no-inline";`);
    entries.push(`  "${name}": ${camel(name)},`);
  }
  fs.writeFileSync(
    path.join(folder, "icons.ts"),
    `// Generated by scripts/make-site-images.ts: do not edit by hand.\n${imports.join("\n")}\n\n/** Services-grid icons (decorative SVG files). */\nexport const SERVICE_ICONS = {\n${entries.join("\n")}\n} as const;\n`,
  );
}

async function main(): Promise<void> {
  const root = path.resolve("app/assets");
  const only = process.argv.slice(2);
  const chosen = (name: string) => only.length === 0 || only.includes(name);
  if (chosen("icons")) writeIcons(root);
  let total = 0;
  for (const group of GROUPS.filter((candidate) => chosen(candidate.folder))) {
    const folder = path.join(root, group.folder);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    const imports: string[] = [];
    const entries: string[] = [];
    for (const picture of group.pictures) {
      const svg = Buffer.from(draw(picture.art, picture.seed, group.width, group.height));
      const sources: string[] = [];
      for (const width of group.widths) {
        const file = `${picture.name}-${width}.webp`;
        const output = await sharp(svg, { density: 72 })
          .resize({ width })
          .webp({ quality: group.quality, effort: 6 })
          .toFile(path.join(folder, file));
        total += output.size;
        const variable = `${camel(picture.name)}${width}`;
        imports.push(`import ${variable} from "./${file}?no-inline";`);
        sources.push(`[${variable}, ${width}]`);
      }
      entries.push(`  { name: "${picture.name}", sources: [${sources.join(", ")}] },`);
    }
    const module = `// Generated by scripts/make-site-images.ts: do not edit by hand.
${imports.join("\n")}

/** ${group.comment} Each has WebP files at these widths, smallest first. */
export const ${group.constant} = {
  width: ${group.width},
  height: ${group.height},
  pictures: [
${entries.join("\n")}
  ],
} as const satisfies SiteImageGroup;

export interface SiteImageGroup {
  width: number;
  height: number;
  pictures: ReadonlyArray<{ name: string; sources: ReadonlyArray<readonly [string, number]> }>;
}
`;
    fs.writeFileSync(path.join(folder, "images.ts"), module);
  }
  console.log(`wrote ${(total / 1024).toFixed(0)} KiB of WebP`);
}

await main();
