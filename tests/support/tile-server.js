// Map tiles for the tests (decision 050): a small local server that answers any
// /{z}/{x}/{y}.png with a drawn tile, so no test reaches the internet. It counts what it served.
import http from "node:http";
import sharp from "sharp";

/** Two tiles in a checkerboard: enough to see the map move in a screenshot. */
async function drawTiles() {
  const tile = (fill, line) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${fill}"/>` +
          `<path d="M0 128H256M128 0V256" stroke="${line}" stroke-width="2"/><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="${line}"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
  return [await tile("#eef3ea", "#c9d8c2"), await tile("#f4f1e8", "#d9d2bd")];
}

/**
 * Starts the tile server on `port` (0: any free port): its tile URL template, how many tiles
 * it has served, and a stop function.
 */
export async function startTileServer(port = 0) {
  const tiles = await drawTiles();
  let served = 0;
  const server = http.createServer((request, response) => {
    if (request.url === "/served") {
      response.writeHead(200, { "content-type": "text/plain" }).end(String(served));
      return;
    }
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? "");
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    served += 1;
    const [, , x, y] = match.map(Number);
    response.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" });
    response.end(tiles[(x + y) % 2]);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
