// The templates module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { createTemplate } from "./save-template";
