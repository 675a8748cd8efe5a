import type { backupsApi } from "@shared/api/backups";
import { endpoint } from "../http/endpoint";

type Routes = typeof backupsApi.routes;

/** The backup job's settings, warnings, newest good backup and last runs (admins). */
export const getBackups = endpoint<Routes["overview"]>("GET", "/api/admin/backups");
/** Back up now: the run as recorded, failed or not. */
export const runBackupNow = endpoint<Routes["run"]>("POST", "/api/admin/backups");
