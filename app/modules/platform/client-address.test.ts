import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as IPv4", () => {
    expect(clientAddressKey("203.0.113.7", 64)).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7", 64)).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107", 64)).toBe("203.0.113.7");
  });

  it("makes every address of one /64 the same key, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:0DB8:0001:0002:0000:0000:0000:0099",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:a:b:c:d%eth0",
    ].map((address) => clientAddressKey(address, 64));
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2:0:0:0:0/64"]));
  });

  it("tells neighbouring networks apart, at any prefix length", () => {
    expect(clientAddressKey("2001:db8:1:3::1", 64)).not.toBe(clientAddressKey("2001:db8:1:2::1", 64));
    expect(clientAddressKey("2001:db8:1:2::1", 56)).toBe("2001:db8:1:0:0:0:0:0/56");
    expect(clientAddressKey("2001:db8:1:2ff::1", 56)).toBe("2001:db8:1:200:0:0:0:0/56");
    expect(clientAddressKey("2001:db8::1", 128)).toBe("2001:db8:0:0:0:0:0:1/128");
    expect(clientAddressKey("::1", 64)).toBe("0:0:0:0:0:0:0:0/64");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientAddressKey("unknown", 64)).toBe("unknown");
  });
});
