/**
 * Draws demo photographs locally (no downloads): a skyline, a villa or an open plot
 * under a sky whose colours come from a seeded random generator, so every start draws
 * the same pictures.
 */
export type Scene = "towers" | "villa" | "plot" | "office";

/** mulberry32: a small, fast, well-mixed 32-bit generator; the same seed, the same numbers. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIES = [
  ["#8ec5fc", "#e0f0ff"],
  ["#f6d365", "#fda085"],
  ["#a1c4fd", "#c2e9fb"],
  ["#fbc2eb", "#a6c1ee"],
  ["#84fab0", "#8fd3f4"],
];
const WALLS = ["#f4efe6", "#e8d8c3", "#d9c6a5", "#c9d6df", "#f1e3d3", "#e3e8ee"];
const ROOFS = ["#8c3b2f", "#6b4f3a", "#5a6e7f", "#9a5b3c"];

export function drawScene(scene: Scene, seed: number, width = 1600, height = 1000): string {
  const random = randomGenerator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const [skyTop, skyBottom] = pick(SKIES);
  const horizon = height * (0.62 + random() * 0.08);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb069"/><stop offset="1" stop-color="#4f7942"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${width * (0.15 + random() * 0.7)}" cy="${height * (0.12 + random() * 0.15)}" r="${40 + random() * 30}" fill="#fff6d5" opacity="0.9"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const cx = random() * width;
    const cy = height * (0.1 + random() * 0.25);
    parts.push(
      `<g fill="#ffffff" opacity="0.75"><ellipse cx="${cx}" cy="${cy}" rx="${70 + random() * 60}" ry="${22 + random() * 12}"/><ellipse cx="${cx + 50}" cy="${cy - 15}" rx="${50 + random() * 40}" ry="${20 + random() * 10}"/></g>`,
    );
  }
  parts.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>`);

  if (scene === "towers" || scene === "office") {
    const count = scene === "towers" ? 4 + Math.floor(random() * 3) : 2 + Math.floor(random() * 2);
    let x = width * 0.06;
    for (let i = 0; i < count && x < width * 0.92; i++) {
      const w = width * (0.1 + random() * 0.08);
      const h = height * (0.3 + random() * 0.35);
      const top = horizon - h;
      const wall = scene === "office" ? pick(["#9fb7c9", "#7f9db5", "#b8c9d6"]) : pick(WALLS);
      parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}" stroke="#00000022"/>`);
      const cols = scene === "office" ? 6 : 4;
      const rows = Math.floor(h / 38);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const lit = random() > 0.7;
          parts.push(
            `<rect x="${x + 10 + (c * (w - 20)) / cols}" y="${top + 12 + r * 38}" width="${(w - 20) / cols - 8}" height="22" fill="${lit ? "#ffe9a8" : scene === "office" ? "#dfeaf2" : "#5d7487"}" opacity="0.9"/>`,
          );
        }
      }
      x += w + width * (0.03 + random() * 0.04);
    }
  } else if (scene === "villa") {
    const w = width * 0.46;
    const h = height * 0.3;
    const x = width * (0.2 + random() * 0.15);
    const top = horizon - h;
    const roof = pick(ROOFS);
    parts.push(
      `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${pick(WALLS)}" stroke="#00000022"/>`,
      `<polygon points="${x - 30},${top} ${x + w / 2},${top - h * 0.55} ${x + w + 30},${top}" fill="${roof}"/>`,
      `<rect x="${x + w * 0.42}" y="${top + h * 0.45}" width="${w * 0.16}" height="${h * 0.55}" fill="#6b4226"/>`,
    );
    for (const fx of [0.1, 0.7]) {
      parts.push(
        `<rect x="${x + w * fx}" y="${top + h * 0.25}" width="${w * 0.2}" height="${h * 0.3}" fill="#cfe3f3" stroke="#ffffff" stroke-width="6"/>`,
      );
    }
  } else {
    // An open plot marked out with boundary stones.
    const left = width * 0.18;
    const right = width * 0.82;
    const near = height * 0.95;
    const far = horizon + 30;
    parts.push(
      `<polygon points="${left},${near} ${right},${near} ${width * 0.68},${far} ${width * 0.32},${far}" fill="#c2a878" opacity="0.85"/>`,
    );
    for (const [px, py] of [
      [left, near],
      [right, near],
      [width * 0.68, far],
      [width * 0.32, far],
    ] as const) {
      parts.push(`<rect x="${px - 8}" y="${py - 24}" width="16" height="24" fill="#f5f5f5" stroke="#888"/>`);
    }
  }
  for (let i = 0; i < 7; i++) {
    const tx = random() * width;
    const ty = horizon + random() * (height - horizon) * 0.4;
    const r = 26 + random() * 30;
    parts.push(
      `<rect x="${tx - 5}" y="${ty}" width="10" height="${r * 1.2}" fill="#5b3a1e"/>`,
      `<circle cx="${tx}" cy="${ty}" r="${r}" fill="${pick(["#2e7d32", "#388e3c", "#43a047", "#1b5e20"])}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join("")}</svg>`;
}
