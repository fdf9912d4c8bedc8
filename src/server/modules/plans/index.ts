// The plans module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { accountPlanFeatures, assertWithinPlanLimit, lockAccountRow } from "./plan-limits";
export { activePlans } from "./service";
