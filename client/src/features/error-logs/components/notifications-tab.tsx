import { BellRing } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/data/account/auth-provider";
import { useErrorNotifications } from "@/data/admin-users/error-notifications";
import { useUpdateErrorNotifications } from "../api/update-error-notifications";
import { ToggleRow } from "@/components/toggle-row";

/** The signed-in admin's own error alerts. */
export function NotificationsTab() {
  const { user } = useAuth();
  const settings = useErrorNotifications();
  const update = useUpdateErrorNotifications();
  const enabled = update.isPending ? update.variables.enabled : (settings.data?.enabled ?? user?.errorNotificationsEnabled ?? false);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing aria-hidden className="size-5 text-spotlight-400" /> Notifications
        </CardTitle>
        <CardDescription>
          High and critical errors are emailed to every admin who turns alerts on. A storm of the same error sends one
          email, then a digest every 15 minutes, never a flood.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-16" />
        ) : (
          <div className="divide-y divide-stage-700">
            <ToggleRow
              label="Email me about errors"
              description={`Alerts go to ${user?.email ?? "your address"} for high and critical errors.`}
              checked={enabled}
              disabled={update.isPending || !user}
              onChange={(next) => user && update.mutate({ userId: user.id, enabled: next })}
            />
            {settings.data && (
              <p className="pt-4 text-sm text-cream-300">
                {settings.data.recipients === 0
                  ? "No admin gets alerts right now."
                  : `${settings.data.recipients} admin${settings.data.recipients === 1 ? "" : "s"} get${settings.data.recipients === 1 ? "s" : ""} alerts.`}{" "}
                {settings.data.mailer === "outbox" &&
                  "Mail is kept in the server's local outbox because SMTP_URL is not set: set it to send real email."}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
