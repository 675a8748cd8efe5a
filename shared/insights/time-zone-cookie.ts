// The comedian's time zone, kept by the browser in a cookie: a read of /api/insights that names
// no zone (the one the HTML asks for ahead of the app, which cannot know it) is counted in it.
import { isTimeZone } from "./ranges";

export const TIME_ZONE_COOKIE = "tz";

/** The zone a request's Cookie header names, if it names a known one. */
export function timeZoneFromCookies(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...value] = part.split("=");
    if (name?.trim() !== TIME_ZONE_COOKIE) continue;
    let zone: string;
    try {
      zone = decodeURIComponent(value.join("=").trim());
    } catch {
      return undefined;
    }
    return isTimeZone(zone) ? zone : undefined;
  }
  return undefined;
}

/** The cookie that keeps `zone` for a year, for every path (Secure over https). */
export function timeZoneCookie(zone: string, secure: boolean): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
