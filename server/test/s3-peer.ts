import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
/** RFC 3986, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string, without: string[]): string {
  return rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [key = "", value = ""] = pair.split("=");
      return [decodeURIComponent(key.replace(/\+/g, "%20")), decodeURIComponent(value.replace(/\+/g, "%20"))] as const;
    })
    .filter(([key]) => !without.includes(key))
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
}

/** SigV4 as S3 checks it, written from the spec rather than taken from the SDK, so the SDK's URLs are really checked. */
function verifySigV4(
  req: http.IncomingMessage,
  secret: string,
  accessKeyId: string,
  nowMs: number,
): { ok: true } | { ok: false; code: string; status: number } {
  const url = new URL(req.url ?? "/", "http://peer");
  const rawQuery = (req.url ?? "").split("?")[1] ?? "";
  const q = url.searchParams;
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  let without: string[] = [];
  if (q.has("X-Amz-Signature")) {
    credential = q.get("X-Amz-Credential") ?? "";
    signedHeaders = q.get("X-Amz-SignedHeaders") ?? "";
    signature = q.get("X-Amz-Signature") ?? "";
    amzDate = q.get("X-Amz-Date") ?? "";
    payloadHash = "UNSIGNED-PAYLOAD";
    without = ["X-Amz-Signature"];
    const expires = Number(q.get("X-Amz-Expires"));
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
    if (!Number.isFinite(signedAt) || !(expires > 0) || signedAt + expires * 1000 < nowMs) {
      return { ok: false, code: "AccessDenied", status: 403 };
    }
  } else {
    const auth = req.headers.authorization ?? "";
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(auth);
    if (!match) return { ok: false, code: "AccessDenied", status: 403 };
    [, credential = "", signedHeaders = "", signature = ""] = match;
    amzDate = String(req.headers["x-amz-date"] ?? "");
    payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  }
  const [keyId, date, region, service, terminator] = credential.split("/");
  if (keyId !== accessKeyId || service !== "s3" || terminator !== "aws4_request" || !date || !region) {
    return { ok: false, code: "InvalidAccessKeyId", status: 403 };
  }
  const headerNames = signedHeaders.split(";");
  const canonicalHeaders = headerNames
    .map((name) => `${name}:${String(req.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [req.method, url.pathname, canonicalQuery(rawQuery, without), canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
  const expected = Buffer.from(createHmac("sha256", key).update(stringToSign).digest("hex"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: "SignatureDoesNotMatch", status: 403 };
  }
  return { ok: true };
}

const xmlText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const fromXmlText = (value: string) =>
  value.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/**
 * A local S3-compatible server on 127.0.0.1 for one bucket, path-style: PUT, GET (with
 * Range), HEAD and DELETE object, ListObjectsV2 (paged by `listPageSize`, with continuation
 * tokens) and DeleteObjects, each request's SigV4 signature checked (presigned URLs and
 * signed headers alike), expired URLs refused.
 */
export async function startS3Peer(
  bucket: string,
  credentials = { accessKeyId: "PEERKEY", secretAccessKey: "peer-secret" },
  { listPageSize = 1000 }: { listPageSize?: number } = {},
) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; key: string; status: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://peer").pathname;
      const key = decodeURIComponent(path.slice(bucket.length + 2));
      const finish = (status: number, headers: Record<string, string | number> = {}, body?: Buffer | string) => {
        requests.push({ method: req.method ?? "", key, status });
        res.writeHead(status, headers);
        res.end(req.method === "HEAD" ? undefined : body);
      };
      const error = (status: number, code: string) =>
        finish(status, { "Content-Type": "application/xml" }, `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
      if (req.method === "OPTIONS") return finish(204);
      const onBucket = path === `/${bucket}` || path === `/${bucket}/`;
      if (!onBucket && (!path.startsWith(`/${bucket}/`) || !key)) return error(404, "NoSuchBucket");
      const auth = verifySigV4(req, credentials.secretAccessKey, credentials.accessKeyId, Date.now());
      if (!auth.ok) return error(auth.status, auth.code);
      const body = Buffer.concat(chunks);
      if (onBucket) return bucketRequest(req, body, finish, error);
      const stored = objects.get(key);
      switch (req.method) {
        case "PUT":
          objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
          return finish(200, { ETag: `"${sha256(body).slice(0, 32)}"` });
        case "HEAD":
        case "GET": {
          if (!stored) return error(404, "NoSuchKey");
          const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
          if (range && req.method === "GET") {
            const start = Number(range[1]);
            if (start >= stored.body.length) return error(416, "InvalidRange");
            const end = Math.min(range[2] ? Number(range[2]) : stored.body.length - 1, stored.body.length - 1);
            return finish(
              206,
              {
                "Content-Type": stored.contentType,
                "Content-Range": `bytes ${start}-${end}/${stored.body.length}`,
                "Content-Length": end - start + 1,
                "Accept-Ranges": "bytes",
              },
              stored.body.subarray(start, end + 1),
            );
          }
          return finish(200, { "Content-Type": stored.contentType, "Content-Length": stored.body.length, "Accept-Ranges": "bytes" }, stored.body);
        }
        case "DELETE":
          objects.delete(key);
          return finish(204);
        default:
          return error(405, "MethodNotAllowed");
      }
    });
  });
  type Finish = (status: number, headers?: Record<string, string | number>, body?: Buffer | string) => void;
  /** The bucket's own requests: GET ?list-type=2 (ListObjectsV2) and POST ?delete (DeleteObjects). */
  function bucketRequest(req: http.IncomingMessage, body: Buffer, finish: Finish, error: (status: number, code: string) => void) {
    const q = new URL(req.url ?? "/", "http://peer").searchParams;
    const xml = (text: string) => finish(200, { "Content-Type": "application/xml" }, `<?xml version="1.0" encoding="UTF-8"?>\n${text}`);
    if (req.method === "GET" && q.get("list-type") === "2") {
      const prefix = q.get("prefix") ?? "";
      const after = q.has("continuation-token") ? Buffer.from(q.get("continuation-token") ?? "", "base64url").toString() : "";
      const pageSize = Math.min(listPageSize, Number(q.get("max-keys") ?? 1000));
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = keys.slice(0, pageSize);
      const truncated = keys.length > page.length;
      const contents = page.map((k) => `<Contents><Key>${xmlText(k)}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`).join("");
      const next = truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? "").toString("base64url")}</NextContinuationToken>` : "";
      return xml(
        `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlText(prefix)}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
      );
    }
    if (req.method === "POST" && q.has("delete")) {
      const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => fromXmlText(m[1] ?? ""));
      if (keys.length === 0 || keys.length > 1000) return error(400, "MalformedXML");
      for (const k of keys) objects.delete(k);
      const quiet = /<Quiet>true<\/Quiet>/.test(body.toString());
      const deleted = quiet ? "" : keys.map((k) => `<Deleted><Key>${xmlText(k)}</Key></Deleted>`).join("");
      return xml(`<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`);
    }
    return error(405, "MethodNotAllowed");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    ...credentials,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
