import { createHmac, timingSafeEqual } from "node:crypto";

export interface SignedFields {
  method: "PUT" | "GET";
  objectPath: string;
  /** Unix seconds. */
  expires: number;
  size?: number;
  contentType?: string;
}

const payload = (f: SignedFields) => [f.method, f.objectPath, f.expires, f.size ?? "", f.contentType ?? ""].join("\n");

export function sign(secret: string, fields: SignedFields): string {
  return createHmac("sha256", secret).update(payload(fields)).digest("base64url");
}

export type SignatureCheck = "ok" | "forged" | "expired";

/** Compares in constant time; a valid signature past its expiry is "expired". */
export function checkSignature(secret: string, fields: SignedFields, signature: string, nowSeconds = Date.now() / 1000): SignatureCheck {
  const expected = Buffer.from(sign(secret, fields));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  return fields.expires < nowSeconds ? "expired" : "ok";
}
