import { useId, useState, type FormEvent } from "react";
import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/data/http/api-error";
import { useUpdateCoupon } from "../api/update-coupon";
import { dayToInstant, instantToDay, parseMaxUses } from "../lib/coupon-days";

/** Edit limits: a coupon's max uses and the days it can be used, changed after it was made. */
export function CouponLimitsDialog({ coupon }: { coupon: AdminCoupon }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-h-11" aria-label={`Edit limits of ${coupon.code}`}>
          Edit limits
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Limits of {coupon.code}</DialogTitle>
          <DialogDescription>Blank fields mean no limit. Uses so far: {coupon.usedCount}.</DialogDescription>
        </DialogHeader>
        {open && <LimitsForm coupon={coupon} onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LimitsForm({ coupon, onSaved }: { coupon: AdminCoupon; onSaved: () => void }) {
  const id = useId();
  const [maxUses, setMaxUses] = useState(coupon.maxUses === null ? "" : String(coupon.maxUses));
  const [validFrom, setValidFrom] = useState(instantToDay(coupon.validFrom));
  const [validUntil, setValidUntil] = useState(instantToDay(coupon.validUntil));
  const [maxUsesError, setMaxUsesError] = useState<string | undefined>();
  const update = useUpdateCoupon();
  const fieldError = (path: string) =>
    update.error instanceof ApiError ? update.error.errors?.find((e) => e.path === path)?.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uses = parseMaxUses(maxUses);
    setMaxUsesError("error" in uses ? uses.error : undefined);
    if ("error" in uses) return;
    update.mutate(
      {
        id: coupon.id,
        maxUses: uses.value,
        validFrom: dayToInstant(validFrom, false),
        validUntil: dayToInstant(validUntil, true),
      },
      {
        onSuccess: (saved) => {
          toast({ title: "Coupon updated", description: saved.code, onlyOnThisPage: true });
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={`${id}-max`} label="Max uses" hint="Blank for no limit" error={maxUsesError ?? fieldError("maxUses")}>
        <Input id={`${id}-max`} inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
      </FormField>
      <FormField id={`${id}-from`} label="Valid from" hint="Blank for now" error={fieldError("validFrom")}>
        <Input id={`${id}-from`} type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
      </FormField>
      <FormField id={`${id}-until`} label="Valid until" hint="Blank for no end date" error={fieldError("validUntil")}>
        <Input id={`${id}-until`} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
      </FormField>
      <FormAlert message={update.error?.message} />
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save limits"}
      </Button>
    </form>
  );
}
