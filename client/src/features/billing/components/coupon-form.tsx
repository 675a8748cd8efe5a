import { useId, useState, type FormEvent } from "react";
import { discountTypes, type DiscountType } from "@shared/billing/discount-types";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ApiError } from "@/data/http/api-error";
import { useCreateCoupon } from "../api/create-coupon";
import { dayToInstant, parseMaxUses } from "../lib/coupon-days";

const typeLabels: Record<DiscountType, string> = {
  free_month: "Free month",
  percentage: "Percentage off",
  fixed: "Fixed amount off (cents)",
};


/** Makes a coupon: code, what it takes off, and optional limits. */
export function CouponForm() {
  const id = useId();
  const [code, setCode] = useState("");
  const [description, setDescription] = useState("");
  const [discountType, setDiscountType] = useState<DiscountType>("free_month");
  const [discountValue, setDiscountValue] = useState("");
  const [maxUses, setMaxUses] = useState("");
  const [validUntil, setValidUntil] = useState("");
  const create = useCreateCoupon({
    onSuccess: () => {
      setCode("");
      setDescription("");
      setDiscountValue("");
      setMaxUses("");
      setValidUntil("");
    },
  });

  const [maxUsesError, setMaxUsesError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uses = parseMaxUses(maxUses);
    setMaxUsesError("error" in uses ? uses.error : undefined);
    if ("error" in uses) return;
    create.mutate({
      code: code.trim().toUpperCase(),
      description: description.trim() || null,
      discountType,
      // Anything but a whole number arrives as null, which the server refuses with the allowed range.
      discountValue: discountType === "free_month" || discountValue.trim() === "" ? null : Number(discountValue),
      maxUses: uses.value,
      validUntil: dayToInstant(validUntil, true),
    });
  };
  const fieldError = (path: string) =>
    create.error instanceof ApiError ? create.error.errors?.find((e) => e.path === path)?.message : undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="New coupon">
      <FormField id={`${id}-code`} label="Code" error={fieldError("code")}>
        <Input id={`${id}-code`} value={code} maxLength={40} required autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" hint="Optional">
        <Input id={`${id}-description`} value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField id={`${id}-type`} label="Discount">
        <Select value={discountType} onValueChange={(v) => setDiscountType(v as DiscountType)}>
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {discountTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {typeLabels[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      {discountType !== "free_month" && (
        <FormField
          id={`${id}-value`}
          label={discountType === "percentage" ? "Percent off" : "Cents off"}
          error={fieldError("discountValue")}
        >
          <Input id={`${id}-value`} inputMode="numeric" value={discountValue} onChange={(e) => setDiscountValue(e.target.value)} />
        </FormField>
      )}
      <FormField id={`${id}-max`} label="Max uses" hint="Blank for no limit" error={maxUsesError ?? fieldError("maxUses")}>
        <Input id={`${id}-max`} inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
      </FormField>
      <FormField id={`${id}-until`} label="Valid until" hint="Blank for no end date" error={fieldError("validUntil")}>
        <Input id={`${id}-until`} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert message={create.error?.message} />
        <Button type="submit" className="justify-self-start" disabled={create.isPending || !code.trim()}>
          {create.isPending ? "Creating…" : "Create coupon"}
        </Button>
      </div>
    </form>
  );
}
