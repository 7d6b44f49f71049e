import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Marks the route modules' `<link rel="modulepreload">` low priority, so on a slow line
 * the page's main photo and the stylesheet are fetched before 115 kB of JavaScript that the
 * first paint does not need (docs/decisions/009-low-priority-module-preloads.md). Decodes
 * UTF-8 across chunk boundaries and holds back a tail that may be the start of a tag.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  const mark = (html: string) => html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
  let tail = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = tail + decoder.write(chunk);
      const lastTag = html.lastIndexOf("<");
      const cut = lastTag >= 0 && html.length - lastTag < MODULE_PRELOAD.length ? lastTag : html.length;
      tail = html.slice(cut);
      callback(null, mark(html.slice(0, cut)));
    },
    flush(callback) {
      callback(null, mark(tail + decoder.end()));
    },
  });
}
