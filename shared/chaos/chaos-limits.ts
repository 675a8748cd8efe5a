/** How often a running chaos loop fires, in seconds: the default and the range an admin may pick. */
export const CHAOS_INTERVAL_DEFAULT = 60;
export const CHAOS_INTERVAL_MIN = 5;
export const CHAOS_INTERVAL_MAX = 3600;
