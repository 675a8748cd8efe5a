/** The toast for a write kept on the device while the network is away. */
export const SAVED_ON_DEVICE = "Saved on this device, will sync";

/** The mark on a row whose create or edit is waiting to be sent. */
export const WAITING_TO_SYNC = "Waiting to sync";
