/** Admin rights and an admin's alert preference, for the admin panel (the account feature owns users). */
export { makeAdminByEmail, removeAdmin, updateErrorNotifications, type DemoteResult, type PromoteResult } from "./roles.repository";
