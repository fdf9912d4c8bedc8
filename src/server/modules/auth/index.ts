// The auth module's face to other modules: the only file of it they may import (docs/decisions/0027).
export type { Actor } from "./actor";
export { loadActor } from "./actor";
export { anonymiseLogin } from "./anonymise-login";
export type { Auth } from "./auth";
