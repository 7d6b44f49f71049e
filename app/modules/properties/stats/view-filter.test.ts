import { describe, expect, it } from "vitest";
import { isPrefetch, isRobot, mayBeAPersonsView } from "./view-filter";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const FACEBOOK_APP =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.37.107;FBBV/620000000]";

describe("robots", () => {
  it.each([
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
    ["Bing", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
    ["a crawler", "Mozilla/5.0 (compatible; SemrushCrawler)"],
    ["a spider", "Baiduspider+(+http://www.baidu.com/search/spider.htm)"],
    ["WhatsApp's preview", "WhatsApp/2.23.20.0"],
    ["Facebook's preview", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
    ["Slack's preview", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
    ["Twitter's preview", "Twitterbot/1.0"],
    ["Telegram's preview", "TelegramBot (like TwitterBot)"],
    [
      "headless Chrome",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    ],
    ["curl", "curl/8.5.0"],
    ["a script", "python-requests/2.31.0"],
    ["Node's fetch", "node"],
    ["no user agent", ""],
  ])("%s is not counted", (_who, agent) => {
    expect(isRobot(agent)).toBe(true);
  });

  it.each([
    ["Chrome on Android", CHROME_ANDROID],
    ["Safari on an iPhone", SAFARI_IPHONE],
    ["Facebook's in-app browser (a person)", FACEBOOK_APP],
  ])("%s is a person", (_who, agent) => {
    expect(isRobot(agent)).toBe(false);
  });

  it("treats a missing header as a robot", () => {
    expect(isRobot(null)).toBe(true);
    expect(isRobot(undefined)).toBe(true);
  });
});

describe("prefetches", () => {
  it.each([
    [{ "sec-purpose": "prefetch" }],
    [{ "sec-purpose": "prefetch;prerender" }],
    [{ purpose: "prefetch" }],
    [{ "x-moz": "prefetch" }],
    [{ "x-purpose": "preview" }],
  ])("%o is not a view", (headers) => {
    expect(isPrefetch(new Headers(headers))).toBe(true);
    expect(mayBeAPersonsView(new Headers({ ...headers, "user-agent": CHROME_ANDROID }))).toBe(false);
  });

  it("a person's own request is a view", () => {
    expect(isPrefetch(new Headers({ "user-agent": CHROME_ANDROID }))).toBe(false);
    expect(mayBeAPersonsView(new Headers({ "user-agent": CHROME_ANDROID, "sec-fetch-dest": "document" }))).toBe(true);
  });
});
