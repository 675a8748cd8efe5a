import { describe, expect, it } from "vitest";
import { timeZoneCookie, timeZoneFromCookies } from "./time-zone-cookie";

describe("the time-zone cookie", () => {
  it("is read from among the request's cookies", () => {
    expect(timeZoneFromCookies("connect.sid=s%3Aabc; tz=America%2FChicago; theme=dark")).toBe("America/Chicago");
    expect(timeZoneFromCookies("tz=Europe/Berlin")).toBe("Europe/Berlin");
    expect(timeZoneFromCookies(" tz = Asia%2FKolkata ")).toBe("Asia/Kolkata");
  });

  it("names no zone when it is missing, unknown, malformed or only a cookie with a similar name", () => {
    for (const header of [undefined, "", "connect.sid=abc", "tz=Mars%2FOlympus", "tz=%E0%A4%A", "tz=", "xtz=UTC", "tz=UTC\u0000", `tz=${"A".repeat(4096)}`]) {
      expect(timeZoneFromCookies(header), String(header).slice(0, 40)).toBeUndefined();
    }
  });

  it("is written for a year, on every path, Secure only over https, and reads back", () => {
    expect(timeZoneCookie("America/Argentina/Buenos_Aires", false)).toBe("tz=America%2FArgentina%2FBuenos_Aires; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(timeZoneCookie("UTC", true)).toMatch(/; Secure$/);
    const [pair] = timeZoneCookie("Pacific/Chatham", false).split(";");
    expect(timeZoneFromCookies(pair)).toBe("Pacific/Chatham");
  });
});
