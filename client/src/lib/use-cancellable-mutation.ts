import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";

/** True for the error a request throws when it was cancelled on purpose. */
export const isCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === "AbortError";

interface Callbacks<TInput, TOutput> {
  onSuccess?: (output: TOutput, input: TInput) => void;
  /** Not called for a cancelled request. */
  onError?: (error: Error, input: TInput) => void;
}

/**
 * A mutation whose request can be cancelled (a slow AI answer): `cancel` aborts the fetch,
 * and the server stops waiting on the model. Leaving the page cancels it too.
 */
export function useCancellableMutation<TInput, TOutput>(
  request: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
  { onSuccess, onError }: Callbacks<TInput, TOutput> = {},
) {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      return request(input, current.signal);
    },
    onSuccess: (output, input) => onSuccess?.(output, input),
    onError: (error, input) => {
      if (!isCancelled(error)) onError?.(error, input);
    },
  });
  const { reset } = mutation;
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    reset();
  }, [reset]);
  useEffect(() => () => controller.current?.abort(), []);
  return { ...mutation, cancel };
}
