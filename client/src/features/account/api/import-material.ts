import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportResult } from "@shared/material/material-file";
import { importMaterial } from "@/api/material";

/** An export file (.json) as JSON; anything else (.txt, .md) as plain text, one joke per paragraph. */
export function importBody(file: File): Blob {
  const json = file.name.toLowerCase().endsWith(".json") || file.type === "application/json";
  return new Blob([file], { type: json ? "application/json" : "text/plain" });
}

/** Imports a file; every list it may have added to is read again. */
export function useImportMaterial(callbacks: { onSuccess?: (result: ImportResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importMaterial({ body: importBody(file) }),
    onSuccess: (result) => {
      callbacks.onSuccess?.(result);
      void queryClient.invalidateQueries();
    },
  });
}
