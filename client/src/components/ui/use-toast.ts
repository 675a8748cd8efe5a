import { useSyncExternalStore } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** About the page it was raised on only (a coupon typed there): it closes when the comedian leaves that page. */
  onlyOnThisPage?: boolean;
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
  /** The path of the page an `onlyOnThisPage` toast belongs to. */
  page?: string;
}

/** Only one toast is shown at a time: a new toast replaces the current one. */
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true, page: input.onlyOnThisPage ? window.location.pathname : undefined };
  emit();
}

/** Closes a toast that belongs to another page than `pathname` (the comedian has left it). */
export function leftPage(pathname: string): void {
  if (current?.page === undefined || current.page === pathname || !current.open) return;
  dismissToast(current.id);
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastState | null {
  // No toast in HTML rendered ahead of time; one raised before hydration shows right after it.
  return useSyncExternalStore(subscribe, () => current, () => null);
}
