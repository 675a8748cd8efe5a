import { describe, expect, it } from "vitest";
import { toApiError } from "@/data/http/api-error";
import { moveToasts } from "./move-toasts";

const serverError = toApiError(500, "Internal Server Error", '{"message":"Database went for a smoke break"}');

describe("moveToasts", () => {
  it("stays quiet on a stage change and names the failure", () => {
    const toasts = moveToasts({ kind: "stage", body: { stage: "on_hold" } }, { viaTab: false });
    expect(toasts.success).toBeNull();
    expect(toasts.failure(serverError)).toEqual({
      title: "Failed to update joke stage",
      description: "Database went for a smoke break",
      variant: "destructive",
    });
  });

  it("celebrates a promotion, and words its failure by where it was dropped", () => {
    const move = { kind: "promote", body: { stage: "working_on", onStool: true, stoolCategory: "open_mic" } } as const;
    expect(moveToasts(move, { viaTab: false }).success).toEqual({ title: "Promoted to Production!", description: "Now in Open Mic." });
    expect(moveToasts(move, { viaTab: false }).failure(serverError).title).toBe("Failed to move joke to Production");
    expect(moveToasts(move, { viaTab: true }).failure(serverError)).toEqual({
      title: "Failed to promote joke",
      description: "Please try again.",
      variant: "destructive",
    });
  });

  it("confirms a demotion and names its failure", () => {
    const move = { kind: "demote", body: { stage: "idea", onStool: false, stoolCategory: null } } as const;
    expect(moveToasts(move, { viaTab: true }).success?.title).toBe("Moved to Development!");
    expect(moveToasts(move, { viaTab: true }).success?.description).toBe("Now in Ideas, off the stool.");
    expect(moveToasts(move, { viaTab: false }).failure(new TypeError("Failed to fetch"))).toEqual({
      title: "Failed to move joke back to Development",
      description: "Failed to fetch",
      variant: "destructive",
    });
  });

  it("asks to try again when a move between production columns fails", () => {
    const toasts = moveToasts({ kind: "category", body: { onStool: true, stoolCategory: "my_stool" } }, { viaTab: false });
    expect(toasts.success).toBeNull();
    expect(toasts.failure(serverError)).toEqual({ title: "Failed to move joke", description: "Please try again.", variant: "destructive" });
  });
});
