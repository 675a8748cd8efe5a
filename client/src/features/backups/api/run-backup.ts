import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatBytes } from "@shared/videos/video-rules";
import { runBackupNow } from "@/data/backups/endpoints";
import { toast } from "@/components/ui/use-toast";
import { BACKUPS_KEY } from "@/data/backups/queries";

/** Back up now; the panel then shows the run as recorded. */
export function useRunBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runBackupNow(),
    onSuccess: ({ run }) => {
      if (run.outcome === "failed") toast({ title: "Backup failed", description: run.error ?? undefined, variant: "destructive" });
      else if (run.bucketError) toast({ title: "Backup saved, not copied to the bucket", description: run.bucketError, variant: "destructive" });
      else toast({ title: "Backup saved", description: run.bytes === null ? undefined : `${formatBytes(run.bytes)}, ${run.rows ?? 0} rows.` });
    },
    onError: (error) => toast({ title: "Backup not started", description: error.message, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
