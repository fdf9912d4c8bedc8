// The accounts module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { activeCorporateAccount, isSystemAccount, notSystemAccount } from "../../db/tables/accounts";
