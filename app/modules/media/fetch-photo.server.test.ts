import { describe, expect, it } from "vitest";
import { FETCH_MESSAGES, fetchPhoto, isPublicAddress } from "./fetch-photo.server";

describe("photo addresses", () => {
  it("allows public addresses only, in IPv4, IPv6 and IPv6's mapped and translated forms", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"])
      expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses anything but https, and private addresses written in the URL, before connecting", async () => {
    await expect(fetchPhoto("http://example.com/a.jpg")).rejects.toMatchObject({ key: FETCH_MESSAGES.notHttps });
    await expect(fetchPhoto("ftp://example.com/a.jpg")).rejects.toMatchObject({ key: FETCH_MESSAGES.notHttps });
    await expect(fetchPhoto("https://user:pw@example.com/a.jpg")).rejects.toMatchObject({
      key: FETCH_MESSAGES.badAddress,
    });
    for (const address of [
      "https://127.0.0.1/a.jpg",
      "https://169.254.169.254/",
      "https://[::1]/",
      "https://[::ffff:a00:1]/",
    ])
      await expect(fetchPhoto(address), address).rejects.toMatchObject({ key: FETCH_MESSAGES.privateAddress });
  });
});
