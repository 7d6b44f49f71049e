import { fill, msg } from "#app/modules/i18n/translate";

/** How a device reads: the browser and the system are names, the words around them are translated. */
export const DEVICE_WORDS = { both: msg("{browser} on {system}"), unknown: msg("Unknown device") } as const;

/** A device's browser and system, named as people know them (either may be unknown). */
export interface Device {
  browser: string | null;
  system: string | null;
}

/** The browser and the system of a User-Agent header: enough to recognise one's own devices. */
export function deviceOf(userAgent: string): Device {
  const ua = userAgent || "";
  const browser = (
    [
      [/Edg(?:e|A|iOS)?\//, "Edge"],
      [/OPR\/|Opera/, "Opera"],
      [/SamsungBrowser\//, "Samsung Internet"],
      [/Firefox\/|FxiOS\//, "Firefox"],
      [/Chrome\/|CriOS\//, "Chrome"],
      [/Safari\//, "Safari"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  const system = (
    [
      [/Android/, "Android"],
      [/iPhone|iPad|iPod/, "iOS"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ] as const
  ).find(([pattern]) => pattern.test(ua))?.[1];
  return { browser: browser ?? null, system: system ?? null };
}

/** "Chrome on Android" (Hindi "Android पर Chrome"), in a language's words (`t`). */
export function describeDevice(
  userAgent: string,
  t: (message: string, values?: Record<string, string>) => string = fill,
): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return t(DEVICE_WORDS.both, { browser, system });
  return browser ?? system ?? t(DEVICE_WORDS.unknown);
}
