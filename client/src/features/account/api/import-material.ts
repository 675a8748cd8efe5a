import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ImportResult } from "@shared/material/material-file";
import { importSizeProblem } from "@shared/material/import-limits";
import { importMaterial } from "@/data/material/endpoints";

const isExportFile = (file: File) => file.name.toLowerCase().endsWith(".json") || file.type === "application/json";

/** An export file (.json) as JSON; anything else (.txt, .md) as plain text, one joke per paragraph. */
export function importBody(file: File): Blob {
  return new Blob([file], { type: isExportFile(file) ? "application/json" : "text/plain" });
}

/** Imports a file; every list it may have added to is read again. */
export function useImportMaterial(callbacks: { onSuccess?: (result: ImportResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      // A file past the limit is not sent only to be refused.
      const tooLarge = importSizeProblem(file.size, isExportFile(file));
      if (tooLarge) return Promise.reject(new Error(tooLarge));
      return importMaterial({ body: importBody(file) });
    },
    onSuccess: (result) => {
      callbacks.onSuccess?.(result);
      void queryClient.invalidateQueries();
    },
  });
}
