import { Router } from "express";
import type pg from "pg";
import { verifyConfirmSchema, verifyRequestSchema } from "@shared/account/phone";
import { toPublicUser } from "@shared/account/public-user";
import { currentUserId, requireUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { limitersFor, type Limit } from "../../http/rate-limit";
import { parseInput } from "../../http/validate";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import { confirmCode, removeNumber, requestCode, type PhoneDeps } from "./phone-verification.service";

const PHONE_CODE_LIMITS = {
  byNumber: {
    name: "sms_code_number",
    points: 5,
    durationSeconds: 60 * 60,
    message: "Too many codes sent to this number. Please try again in an hour.",
  },
  byIp: {
    name: "sms_code_ip",
    points: 10,
    durationSeconds: 60 * 60,
    message: "Too many verification codes requested. Please try again later.",
  },
} satisfies Record<string, Limit>;

export function phoneRoutes(db: Db, pool: pg.Pool, sms: SmsSender, scale = 1): Router {
  const deps: PhoneDeps = {
    db,
    sms,
    limits: limitersFor(pool, PHONE_CODE_LIMITS, scale),
  };
  const router = Router();
  router.use(["/phone", "/user/phone"], requireUser);

  router.post("/phone/verify-request", async (req, res) => {
    const { phoneNumber } = parseInput(verifyRequestSchema, req.body);
    await requestCode(deps, req.user!, phoneNumber, req.ip ?? "unknown");
    res.json({ message: "Verification code sent!" });
  });

  router.post("/phone/verify-confirm", async (req, res) => {
    const { verificationCode } = parseInput(verifyConfirmSchema, req.body);
    const user = await confirmCode(db, req.user!, verificationCode);
    res.json({ message: "Phone verified!", user: toPublicUser(user) });
  });

  router.delete("/user/phone", async (req, res) => {
    res.json(toPublicUser(await removeNumber(db, currentUserId(req))));
  });

  return router;
}
