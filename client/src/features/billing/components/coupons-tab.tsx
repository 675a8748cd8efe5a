import { TicketPercent } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCoupons } from "@/data/coupons/queries";
import { CouponForm } from "./coupon-form";
import { CouponRow } from "./coupon-row";

/** Make coupons and switch them on or off. */
export function CouponsTab() {
  const coupons = useCoupons();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <TicketPercent aria-hidden className="size-5 text-spotlight-400" /> New coupon
          </CardTitle>
          <CardDescription>
            Codes are upper-cased and unique. Each comedian can use a coupon once. A free month (or any coupon that makes the
            price 0) upgrades at once, even without card payments.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CouponForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Coupons</CardTitle>
          <CardDescription>Switch a coupon off to stop new uses at once.</CardDescription>
        </CardHeader>
        <CardContent>
          {coupons.isPending ? (
            <Skeleton className="h-16" />
          ) : coupons.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-neon-300">
              Coupons could not be loaded: {coupons.error.message}
              <Button variant="outline" size="sm" onClick={() => void coupons.refetch()}>
                Try again
              </Button>
            </div>
          ) : coupons.data.length === 0 ? (
            <p className="text-cream-300">No coupons yet.</p>
          ) : (
            <div className="divide-y divide-stage-700">
              {coupons.data.map((coupon) => (
                <CouponRow key={coupon.id} coupon={coupon} />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
