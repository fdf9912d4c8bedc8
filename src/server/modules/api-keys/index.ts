// The api-keys module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { type ApiKeyCaller, authenticateApiKey } from "./authenticate-api-key";
