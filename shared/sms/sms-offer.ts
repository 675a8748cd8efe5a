/**
 * Whether a site offers SMS joke capture: it does when it has a capture number (the three
 * TWILIO_* settings, as GET /api/sms/info reports). Without one, nothing offers it, and the
 * plans' "SMS joke capture" row says it is not offered here.
 */
export const SMS_CAPTURE_ROW = "SMS joke capture";
export const SMS_CAPTURE_ROW_OFF = "No SMS joke capture on this site";

/** A plan's feature rows as this site can honour them. */
export function plansRowsForSms(rows: readonly string[], smsOffered: boolean): string[] {
  return rows.map((row) => (row === SMS_CAPTURE_ROW && !smsOffered ? SMS_CAPTURE_ROW_OFF : row));
}
