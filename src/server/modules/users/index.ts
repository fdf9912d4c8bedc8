// The users module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { anonymiseProfile } from "./anonymise-profile";
export { createAccount, type NewAccount } from "./create-account";
export { insertNewUserProfile } from "./new-user-profile";
export { superAdminExists } from "./super-admin-exists";
