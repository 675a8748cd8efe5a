import { useId, useState, type FormEvent } from "react";
import type { CouponOffer } from "@shared/billing/coupon-dto";
import { describeDiscount, discountedPriceCents } from "@shared/billing/coupon-price";
import { formatPrice, planFor, type PaidPlan } from "@shared/billing/plans";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField, fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useReturnFocus } from "@/lib/use-return-focus";
import { useCheckout } from "../api/checkout";
import { useValidateCoupon } from "../api/validate-coupon";

interface UpgradeDialogProps {
  /** The plan being bought; null keeps the dialog closed. */
  plan: PaidPlan | null;
  paymentsConfigured: boolean;
  onClose: () => void;
}

/** Upgrade modal: the plan's price, a coupon field showing the discounted price, and the way to pay. */
export function UpgradeDialog({ plan, paymentsConfigured, onClose }: UpgradeDialogProps) {
  const open = plan !== null;
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {plan && (
        <DialogContent onCloseAutoFocus={returnFocus}>
          <UpgradeForm key={plan} plan={plan} paymentsConfigured={paymentsConfigured} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function UpgradeForm({ plan, paymentsConfigured, onDone }: { plan: PaidPlan; paymentsConfigured: boolean; onDone: () => void }) {
  const details = planFor(plan);
  const codeId = useId();
  const [code, setCode] = useState("");
  const [coupon, setCoupon] = useState<CouponOffer | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const validate = useValidateCoupon();
  const checkout = useCheckout();
  const price = coupon ? discountedPriceCents(details.priceCents, coupon) : details.priceCents;
  const canPay = paymentsConfigured || price === 0;

  const applyCoupon = () => {
    setCouponError(null);
    validate.mutate(
      { code: code.trim().toUpperCase() },
      {
        onSuccess: (offer) => setCoupon(offer),
        onError: (error) => {
          setCoupon(null);
          setCouponError(error.message);
          toast({ title: "Invalid coupon", description: error.message, variant: "destructive", onlyOnThisPage: true });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.mutate(
      { plan, couponCode: coupon?.code },
      {
        onSuccess: (result) => {
          if ("url" in result) {
            window.location.assign(result.url);
            return;
          }
          toast({ title: `Welcome to ${details.name}!`, description: result.message });
          onDone();
        },
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Upgrade to {details.name}</DialogTitle>
        <DialogDescription>
          {formatPrice(details.priceCents)} per month. Your writing is kept for good while you are on a paid plan.
        </DialogDescription>
      </DialogHeader>
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <FormField id={codeId} label="Coupon code" error={couponError ?? undefined} hint={coupon ? undefined : "Optional"}>
          <div className="flex gap-2">
            <Input
              id={codeId}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={couponError ? true : undefined}
              aria-describedby={couponError || !coupon ? fieldHintId(codeId) : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setCoupon(null);
                setCouponError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  if (code.trim()) applyCoupon();
                }
              }}
            />
            <Button variant="outline" onClick={applyCoupon} disabled={!code.trim() || validate.isPending}>
              {validate.isPending ? "Checking…" : "Apply"}
            </Button>
          </div>
        </FormField>

        <div className="rounded-xl border border-stage-700 bg-stage-950/60 p-4" aria-live="polite">
          {coupon ? (
            <p className="text-cream-200">
              <span className="font-semibold text-spotlight-300">{coupon.code}</span>: {coupon.description ?? describeDiscount(coupon)}
              <span className="mt-1 flex items-baseline gap-2">
                <s className="text-cream-400">{formatPrice(details.priceCents)}</s>
                <span className="font-display text-3xl text-cream-50" data-testid="discounted-price">
                  {formatPrice(price)}
                </span>
                <span className="text-sm text-cream-300">{coupon.discountType === "free_month" ? "for your first month" : "first month"}</span>
              </span>
            </p>
          ) : (
            <p className="flex items-baseline gap-2 text-cream-200">
              <span className="font-display text-3xl text-cream-50">{formatPrice(details.priceCents)}</span> per month
            </p>
          )}
        </div>

        {!canPay && (
          <p className="text-sm text-cream-300">
            Card payments are not set up on this site yet. A coupon from an administrator that makes the plan free will upgrade you at once.
          </p>
        )}
        <FormAlert message={checkout.error?.message} />

        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onDone}>
            Not now
          </Button>
          <Button type="submit" disabled={!canPay || checkout.isPending}>
            {checkout.isPending ? "Upgrading…" : price === 0 ? `Start ${details.name}` : `Pay ${formatPrice(price)}`}
          </Button>
        </div>
      </form>
    </>
  );
}
