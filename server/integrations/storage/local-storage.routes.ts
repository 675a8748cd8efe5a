import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, rm, stat } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Response } from "express";
import { videoStorageApi } from "@shared/api/videos";
import { OBJECT_PATH_PATTERN } from "@shared/videos/video-input";
import { contractRoutes } from "../../http/api-route";
import { forbidden, invalid, notFound, tooLarge } from "../../domain/domain-error";
import { checkSignature, type SignedFields } from "./local-signature";
import type { LocalVideoStorage } from "./local-storage";

class TooLarge extends Error {}

const USED = "This upload link has already been used. Ask for a new one.";

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** A signed URL's own fields (a missing one is empty, and fails the signature check). */
interface SignedLink {
  expires?: string | undefined;
  sig?: string | undefined;
}

function verified(storage: LocalVideoStorage, link: SignedLink, fields: Omit<SignedFields, "expires">): void {
  const expires = Number(link.expires ?? "");
  const outcome = Number.isInteger(expires)
    ? checkSignature(storage.secret, { ...fields, expires }, link.sig ?? "")
    : "forged";
  if (outcome === "forged") throw forbidden("This link's signature is not valid.");
  if (outcome === "expired") throw forbidden("This link has expired. Ask for a new one.");
}

/**
 * The local driver's signed URLs. PUT streams the body to a temporary file, counting bytes
 * as they come and cutting the upload off the moment it passes the signed size; the file only
 * takes its name once complete. A URL works once: a path that already holds a file, or whose
 * video was saved, swept or deleted since, answers 403 and nothing changes. GET plays it back
 * with Range support (206).
 */
export function localStorageRoutes(
  storage: LocalVideoStorage,
  /** Whether this object path may still take its upload (its slot is open: handed out, not yet saved). */
  uploadIsOpen: (objectPath: string) => Promise<boolean>,
): Router {
  const router = Router();
  const on = contractRoutes(router, "/api/storage");
  const api = videoStorageApi.routes;
  const objectPathOf = (file: string) => {
    const objectPath = `videos/${file}`;
    if (!OBJECT_PATH_PATTERN.test(objectPath)) throw notFound("No such video.");
    return objectPath;
  };

  on(api.upload, async ({ params, query, req, res }) => {
    const objectPath = objectPathOf(params.file);
    const size = Number(query.size ?? "");
    const contentType = query.type ?? "";
    verified(storage, query, { method: "PUT", objectPath, size, contentType });
    const final = storage.fileFor(objectPath);
    if ((await exists(final)) || !(await uploadIsOpen(objectPath))) throw forbidden(USED);
    if ((req.get("content-type") ?? "").toLowerCase() !== contentType) {
      throw invalid(`Send the file with Content-Type: ${contentType}, as the upload URL was signed for.`);
    }
    const declared = req.get("content-length");
    if (declared !== undefined && Number(declared) > size) {
      res.set("Connection", "close");
      res.once("finish", () => req.destroy());
      throw tooLarge(`This upload is larger than the ${size} bytes declared.`);
    }

    const partial = `${final}.${randomBytes(6).toString("hex")}.part`;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(received > size ? new TooLarge() : null, chunk);
      },
    });
    await mkdir(storage.dir, { recursive: true });
    // The request is piped rather than put in the pipeline, so a refusal leaves it open long
    // enough to answer 413; the connection is closed once the answer is out.
    const abandoned = () => {
      if (!req.complete) counter.destroy(new Error("upload aborted"));
    };
    req.once("close", abandoned);
    req.once("error", abandoned);
    req.pipe(counter);
    try {
      await pipeline(counter, createWriteStream(partial, { flags: "wx" }));
    } catch (error) {
      req.unpipe(counter);
      await rm(partial, { force: true });
      res.once("finish", () => req.destroy());
      res.set("Connection", "close");
      if (error instanceof TooLarge) throw tooLarge(`This upload is larger than the ${size} bytes declared.`);
      throw invalid("The upload was interrupted. Please try again.");
    } finally {
      req.off("close", abandoned);
      req.off("error", abandoned);
    }
    if (received !== size) {
      await rm(partial, { force: true });
      throw invalid(`The upload ended after ${received} of the ${size} bytes declared.`);
    }
    // link() refuses a name that exists, so of two uploads racing to one URL only one lands.
    try {
      await link(partial, final);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw forbidden(USED);
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
    // Nothing to return: the answer is a 200 with no body.
  });

  on(api.play, async ({ params, query, res }) => {
    const objectPath = objectPathOf(params.file);
    verified(storage, query, { method: "GET", objectPath });
    res.set("Cache-Control", "private, max-age=3600");
    await sendFile(res, storage.fileFor(objectPath));
  });

  return router;
}

/** Sends the file with Range support, settling once it is out (or failed before its first byte). */
const sendFile = (res: Response, file: string) =>
  new Promise<void>((resolve, reject) => {
    res.sendFile(file, { acceptRanges: true, dotfiles: "deny" }, (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) resolve();
      else reject(error.status === 404 ? notFound("No such video.") : error);
    });
  });
