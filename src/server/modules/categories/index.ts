// The categories module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { replaceAccountCategories } from "./account-links";
