// The branding module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { brandLogo, type LogoImage } from "./brand-logo";
export { accountLinkBase, hostAccount } from "./host-routing";
export { accountBrand } from "./read-branding";
