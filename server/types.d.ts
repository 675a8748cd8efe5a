import type { User as UserRow } from "@shared/schema/index";

declare global {
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

declare module "express-session" {
  interface SessionData {
    /** When the session was last refreshed (ms); see session.ts. */
    refreshedAt?: number;
  }
}

export {};
