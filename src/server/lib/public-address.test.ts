import { describe, expect, it } from "vitest";
import { isPublicAddress, isPublicHost } from "./public-address.js";

/** What a push endpoint's host turns into once the URL parser has normalised it. */
const hostOf = (url: string) => new URL(url).hostname;

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::a00:1",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "ff02::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "142.250.74.110", "172.32.0.1", "100.128.0.1", "2607:f8b0:4004:800::200e", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses what is not an address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("[::1]")).toBe(false);
  });
});

describe("isPublicHost", () => {
  it.each([
    ["https://127.0.0.1/push", "loopback"],
    ["https://2130706433/push", "loopback in decimal"],
    ["https://0x7f.1/push", "loopback in hex"],
    ["https://0177.0.0.1/push", "loopback in octal"],
    ["https://127.1/push", "loopback shortened"],
    ["https://0xa9fea9fe/push", "metadata in hex"],
    ["https://169.254.169.254/latest/meta-data", "cloud metadata"],
    ["https://[::1]/push", "bracketed IPv6 loopback"],
    ["https://[::ffff:127.0.0.1]/push", "bracketed IPv4-mapped loopback"],
    ["https://[::ffff:192.168.0.1]/push", "bracketed IPv4-mapped private"],
    ["https://[fd00:ec2::254]/push", "AWS metadata over IPv6"],
    ["https://[fe80::1]/push", "IPv6 link-local"],
    ["https://metadata.google.internal/computeMetadata", "GCP metadata"],
    ["https://metadata.google.internal./computeMetadata", "GCP metadata, fully qualified"],
    ["https://localhost/push", "localhost"],
    ["https://push.localhost/push", "a localhost subdomain"],
    ["https://printer.local/push", "mDNS"],
    ["https://redis/push", "a single-label name"],
  ])("refuses %s (%s)", (url) => {
    expect(isPublicHost(hostOf(url))).toBe(false);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/abc",
    "https://8.8.8.8/push",
    "https://[2607:f8b0:4004:800::200e]/push",
  ])("accepts %s", (url) => {
    expect(isPublicHost(hostOf(url))).toBe(true);
  });
});
