import { Router } from "express";
import type pg from "pg";
import { phoneApi } from "@shared/api/phone";
import { toPublicUser } from "@shared/account/public-user";
import { currentUser } from "../../auth/require-user";
import type { Db } from "../../db/client";
import { contractRoutes } from "../../http/api-route";
import { limitersFor, type Limit } from "../../http/rate-limit";
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
  const on = contractRoutes(router, "/api");
  const api = phoneApi.routes;

  on(api.requestCode, async ({ body, req }) => {
    await requestCode(deps, currentUser(req), body.phoneNumber, req.ip ?? "unknown");
    return { message: "Verification code sent!" };
  });

  on(api.confirmCode, async ({ body, req }) => {
    const user = await confirmCode(db, currentUser(req), body.verificationCode);
    return { message: "Phone verified!", user: toPublicUser(user) };
  });

  on(api.removeNumber, async ({ userId }) => toPublicUser(await removeNumber(db, userId)));

  return router;
}
