import { Phone, ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { AdminUser } from "@shared/admin/admin-user-dto";
import { subscriptionTiers, type SubscriptionTier } from "@shared/account/subscription-tiers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { useDemoteUser } from "../api/demote-user";
import { usePromoteUser } from "../api/promote-user";
import { useSetUserPlan } from "../api/set-user-plan";

const productivityTone = {
  High: "text-spotlight-300",
  Medium: "text-spotlight-400",
  Low: "text-cream-300",
  New: "text-cream-400",
} as const;

const planLabel = (tier: SubscriptionTier) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** One user: who they are, what they've written, and what an admin can change. */
export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [confirmDemote, setConfirmDemote] = useState(false);
  const setPlan = useSetUserPlan();
  const promote = usePromoteUser();
  const demote = useDemoteUser();
  const b = user.breakdown;

  return (
    <li aria-label={user.email} className="grid gap-3 rounded-xl border border-stage-700 bg-stage-950/50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-all text-cream-50">
            {user.email} {isSelf && <span className="text-sm font-normal text-cream-400">(you)</span>}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {user.isAdmin && (
              <Badge variant="neon">
                <ShieldCheck aria-hidden className="size-3.5" /> Admin
              </Badge>
            )}
            <Badge variant="muted">{planLabel(user.subscriptionTier)}</Badge>
            <Badge variant={user.isEmailVerified ? "spotlight" : "muted"}>{user.isEmailVerified ? "Email verified" : "Email unverified"}</Badge>
            {user.smsOptIn && (
              <Badge>
                <Phone aria-hidden className="size-3.5" /> SMS
              </Badge>
            )}
            {user.hasProfile && <Badge variant="muted">Profile</Badge>}
          </div>
        </div>
        <div className="text-right">
          <p className={cn("font-display text-3xl leading-none tracking-wide", productivityTone[user.productivity])}>{user.totalJokes}</p>
          <p className="text-xs text-cream-400">
            jokes · <span className={productivityTone[user.productivity]}>{user.productivity}</span>
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-xs sm:grid-cols-6 xl:grid-cols-3">
        {[
          ["Ideas", b.ideas],
          ["On hold", b.onHold],
          ["Working on", b.workingOn],
          ["Main", b.main],
          ["Open mic", b.openMic],
          ["My stool", b.myStool],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-stage-800/70 px-2 py-1.5">
            <dt className="text-cream-400">{label}</dt>
            <dd className="font-semibold text-cream-100 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-cream-400">
        Joined {user.daysSinceJoining === 0 ? "today" : `${user.daysSinceJoining} day${user.daysSinceJoining === 1 ? "" : "s"} ago`} ·
        development {user.developmentCount} · production {user.productionCount}
        {user.profileKeywords.length > 0 && ` · keywords: ${user.profileKeywords.join(", ")}`}
      </p>

      <div className="flex flex-wrap items-center gap-2">
        <div className="w-36">
          <Select
            value={user.subscriptionTier}
            onValueChange={(tier) => setPlan.mutate({ userId: user.id, subscriptionTier: tier as SubscriptionTier })}
            disabled={setPlan.isPending}
          >
            <SelectTrigger aria-label={`Plan for ${user.email}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {subscriptionTiers.map((tier) => (
                <SelectItem key={tier} value={tier}>
                  {planLabel(tier)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {user.isAdmin ? (
          <Button variant="ghost" className="h-11 text-neon-300" onClick={() => setConfirmDemote(true)}>
            Remove Admin
          </Button>
        ) : (
          <Button variant="outline" className="h-11" disabled={promote.isPending} onClick={() => promote.mutate({ email: user.email })}>
            Make Admin
          </Button>
        )}
      </div>

      <Dialog open={confirmDemote} onOpenChange={setConfirmDemote}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove admin rights?</DialogTitle>
            <DialogDescription>
              {isSelf
                ? "You will lose the admin panel and this page straight away."
                : `${user.email} will lose the admin panel, SMS settings and this page.`}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">Keep Admin</Button>
            </DialogClose>
            <Button variant="neon" disabled={demote.isPending} onClick={() => demote.mutate(user.id, { onSettled: () => setConfirmDemote(false) })}>
              {demote.isPending ? "Removing..." : "Remove Admin"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
