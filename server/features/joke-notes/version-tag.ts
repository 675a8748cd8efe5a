import { createHash } from "node:crypto";

/**
 * A weak ETag for an answer made from the owner's notes: their list version (raised in the
 * same transaction as any change) and the exact request, so it names one answer for one owner.
 */
export function versionTag(userId: number, version: string, url: string): string {
  const hash = createHash("sha1").update(`${userId}\n${version}\n${url}`).digest("base64url");
  return `W/"v${version}-${hash}"`;
}
