import { DAY_MS } from "./dismissal-window";

/** The SMS banners (the compact one over the pages, the dashboard's): one dismissal, for 3 days, hides both. */
export const SMS_BANNER_DISMISSAL = { key: "sms-banner-dismissed-at", forMs: 3 * DAY_MS } as const;
