import type { AdminCoupon } from "@shared/billing/coupon-dto";
import { describeDiscount } from "@shared/billing/coupon-price";
import { formatDate } from "@/lib/format";
import { useUpdateCoupon } from "../api/update-coupon";
import { CouponLimitsDialog } from "./coupon-limits-dialog";
import { ToggleRow } from "@/components/toggle-row";

/** One coupon: what it gives, how often it was used, its on/off switch and its limits. */
export function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const update = useUpdateCoupon();
  const uses = coupon.maxUses === null ? `${coupon.usedCount} used, no limit` : `${coupon.usedCount} of ${coupon.maxUses} used`;
  const dates = [
    coupon.validFrom && `from ${formatDate(coupon.validFrom)}`,
    coupon.validUntil && `until ${formatDate(coupon.validUntil)}`,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-wrap items-center gap-x-4">
      <div className="min-w-0 flex-1">
        <ToggleRow
          label={coupon.code}
          description={
            <>
              {describeDiscount(coupon)}
              {coupon.description ? ` · ${coupon.description}` : ""} · {uses}
              {dates ? ` · ${dates}` : ""}
            </>
          }
          checked={coupon.isActive}
          onChange={(isActive) => update.mutate({ id: coupon.id, isActive })}
        />
      </div>
      <CouponLimitsDialog coupon={coupon} />
    </div>
  );
}
