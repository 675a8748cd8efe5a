import { describe, expect, it } from "vitest";
import { plansRowsForSms, SMS_CAPTURE_ROW, SMS_CAPTURE_ROW_OFF } from "./sms-offer";

describe("plansRowsForSms", () => {
  const rows = ["All core features", SMS_CAPTURE_ROW, "Community support"];

  it("keeps the SMS row when the site has a capture number", () => {
    expect(plansRowsForSms(rows, true)).toEqual(rows);
  });

  it("says SMS capture is not offered when the site has no capture number, and keeps the other rows", () => {
    expect(plansRowsForSms(rows, false)).toEqual(["All core features", SMS_CAPTURE_ROW_OFF, "Community support"]);
  });
});
