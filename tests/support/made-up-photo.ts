import sharp from "sharp";

/** A made-up "photo": soft light, a few walls and windows, some grain; the same seed gives the same picture. */
export async function madeUpPhoto(seed: number, width = 800, height = 600): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pixels = Buffer.alloc(width * height * 3);
  const boxes = Array.from({ length: 7 }, () => ({
    x: random() * width,
    y: random() * height,
    w: (0.1 + random() * 0.4) * width,
    h: (0.1 + random() * 0.4) * height,
    colour: [random() * 255, random() * 255, random() * 255],
  }));
  const light = random() * Math.PI;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 0.6 + 0.4 * Math.sin((x / width) * Math.cos(light) * 3 + (y / height) * Math.sin(light) * 3);
      let colour = [180 * shade, 170 * shade, 150 * shade];
      for (const box of boxes)
        if (x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h)
          colour = box.colour.map((c) => c * shade);
      const grain = (random() - 0.5) * 20;
      for (let c = 0; c < 3; c++)
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, (colour[c] ?? 0) + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
