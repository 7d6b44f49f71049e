// Time to process one 12-megapixel photo (decode, auto-orient, strip metadata, three WebP widths
// and the AVIF ones where smaller).
//   npx tsx scripts/bench-image.ts [runs]
import sharp from "sharp";
import { processImage } from "#app/modules/media/process-image.server";

const runs = Number(process.argv[2] ?? 5);
const width = 4000;
const height = 3000;

// A photo-like test image: smoothed noise (detail at every scale, like foliage and brick).
const noise = Buffer.alloc(width * height * 3);
let state = 42;
for (let i = 0; i < noise.length; i++) {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  noise[i] = (state >> 16) & 0xff;
}
const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
  .blur(1.2)
  .jpeg({ quality: 90 })
  .withExif({ IFD0: { Make: "BenchPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "26/1 50/1 0/1" } })
  .toBuffer();

const times: number[] = [];
let variants = "";
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const result = await processImage(photo);
  times.push(performance.now() - started);
  variants = result.variants
    .map(
      (v) =>
        `${v.width}w ${Math.round(v.data.length / 1024)} kB${v.avif ? ` (AVIF ${Math.round(v.avif.length / 1024)} kB)` : ""}`,
    )
    .join(", ");
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(`12 MP JPEG (${width}x${height}, ${(photo.length / 1024 / 1024).toFixed(1)} MB) -> ${variants}`);
console.log(
  `processImage: median ${Math.round(median)} ms over ${runs} runs (min ${Math.round(times[0] ?? 0)}, max ${Math.round(times.at(-1) ?? 0)})`,
);
