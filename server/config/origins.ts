import { appUrl, publicUrl, type Env } from "./env";

const originOf = (url: string) => new URL(url).origin;

/**
 * The origins a browser may send state-changing requests from: APP_URL's and PUBLIC_URL's
 * (scheme, host and port). With APP_URL unset the app is on a laptop, so each loopback name
 * for its port is the same site.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = new Set([originOf(appUrl(env)), originOf(publicUrl(env))]);
  if (!env.APP_URL) {
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.add(`http://${host}:${env.PORT}`);
  }
  return [...origins];
}
