/** The toast for a write kept on the device while the network is away. */
export const SAVED_ON_DEVICE = "Saved on this device, will sync";

/** The mark on a row whose create or edit is waiting to be sent. */
export const WAITING_TO_SYNC = "Waiting to sync";

/** The toast when an offline edit reached a note changed elsewhere meanwhile: kept, never dropped. */
export const OFFLINE_EDIT_KEPT = "Your offline edit met a newer version";
export const OFFLINE_EDIT_KEPT_DESCRIPTION = "The newer version stays; your edit is kept in the joke's history, marked as an offline edit.";
