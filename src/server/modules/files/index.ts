// The files module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { detectImageType } from "./image-type";
export { foreignStoredFiles } from "./stored-file-refs";
