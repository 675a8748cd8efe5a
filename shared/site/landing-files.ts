/** The landing page rendered at build time for a site that offers SMS joke capture; landing.html is the one without. */
export const SMS_LANDING_FILE = "landing-sms.html";
/** The attribute on #root of a landing page rendered at build time: "on" or "off", whether it offers SMS. */
export const SMS_OFFERED_ATTRIBUTE = "data-sms-capture";
