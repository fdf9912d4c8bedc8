// The broadcast module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { broadcastDeliverJob } from "./broadcast-deliver-job";
