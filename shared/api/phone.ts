import { accountMessageSchema, phoneVerifiedSchema } from "../account/account-answers";
import { verifyConfirmSchema, verifyRequestSchema } from "../account/phone";
import { publicUserSchema } from "../account/public-user-dto";
import { defineRoute, defineRouteGroup } from "./route";

export const phoneApi = defineRouteGroup({
  tag: "Phone",
  description: "Verifying the comedian's phone number by a texted code, for texting jokes in.",
  routes: {
    requestCode: defineRoute({
      method: "POST",
      path: "/api/phone/verify-request",
      summary: "Text a 6-digit code to the number (limited per number and network, one a minute)",
      access: "user",
      body: verifyRequestSchema,
      responses: { 200: accountMessageSchema },
    }),
    confirmCode: defineRoute({
      method: "POST",
      path: "/api/phone/verify-confirm",
      summary: "Confirm the texted code: the number becomes the account's",
      access: "user",
      body: verifyConfirmSchema,
      responses: { 200: phoneVerifiedSchema },
    }),
    removeNumber: defineRoute({
      method: "DELETE",
      path: "/api/user/phone",
      summary: "Unlink the verified number (texting jokes in stops)",
      access: "user",
      responses: { 200: publicUserSchema },
    }),
  },
});
