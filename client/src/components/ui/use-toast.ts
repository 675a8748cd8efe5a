import { useSyncExternalStore } from "react";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

/** Only one toast is shown at a time: a new toast replaces the current one. */
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
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
