import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HOLD_EARLY_PRESSES } from "./early-presses";

/**
 * The page's JavaScript starts loading once the first frame is painted
 * (docs/decisions/032-scripts-after-the-first-paint.md). React Router writes a
 * `<link rel="modulepreload">` for every module of the page in the head and an inline module
 * script that imports them: on a slow phone line 130 kB of JavaScript then shares the line
 * with the stylesheet and the main photo, although the server's HTML needs none of it to
 * show. As the HTML streams past, this transform takes the preloads out and turns the module
 * script into a data block, and puts a few lines before it that, after the first paint, add
 * the preloads back (all at once, so that no import waits for another; with a Hindi page's
 * catalogue, named by `<html data-catalog>`) and run the module script. The same lines hold
 * presses made before hydration, to be done once it has (early-presses.ts).
 */
const DATA_BLOCK = "text/x-after-paint";

function runAfterPaint(modules: readonly string[]): string {
  return `(()=>{const run=()=>{const preload=(rel,href)=>{const link=document.createElement("link");link.rel=rel;link.href=href;if(rel==="preload"){link.as="fetch";link.crossOrigin="anonymous"}document.head.append(link)};const catalog=document.documentElement.dataset.catalog;if(catalog)preload("preload",catalog);for(const href of ${JSON.stringify(modules)})preload("modulepreload",href);const inert=document.querySelector('script[type="${DATA_BLOCK}"]');if(!inert)return;const script=document.createElement("script");script.type="module";script.nonce=inert.nonce;script.textContent=inert.textContent;document.body.append(script)};const afterPaint=()=>requestAnimationFrame(()=>setTimeout(run));document.readyState==="loading"?document.addEventListener("DOMContentLoaded",afterPaint):afterPaint()})()`;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/g;

/**
 * Streams the HTML with the page's modules held until the first paint. Decodes UTF-8 across
 * chunk boundaries and holds back an unfinished tag, so a tag cut between chunks is still
 * recognised.
 */
export function modulesAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const modules: string[] = [];
  const hold = (html: string) =>
    html
      .replace(MODULE_PRELOAD, (_tag, href: string) => {
        modules.push(href);
        return "";
      })
      .replace(
        MODULE_SCRIPT,
        (_tag, nonce: string) =>
          `<script nonce="${nonce}">${HOLD_EARLY_PRESSES}${runAfterPaint(modules)}</script><script nonce="${nonce}" type="${DATA_BLOCK}">`,
      );
  let tail = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const html = tail + decoder.write(chunk);
      const lastOpen = html.lastIndexOf("<");
      const cut = lastOpen > html.lastIndexOf(">") ? lastOpen : html.length;
      tail = html.slice(cut);
      callback(null, hold(html.slice(0, cut)));
    },
    flush(callback) {
      callback(null, hold(tail + decoder.end()));
    },
  });
}
