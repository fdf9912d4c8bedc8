// The signatures module's face to other modules: the only file of it they may import (docs/decisions/0027).
export { activeSignatureRequestId } from "./active-request";
export { anonymiseSigner, EVIDENCE_STATUSES, signerByToken } from "./anonymise-signer";
export { createSignatureRequest } from "./create-request";
export { checkSeal } from "./providers/builtin/seal-check";
export { verificationCodeIn } from "./providers/builtin/verification-mark";
export { signedInMinuta } from "./providers/registry";
export { sealClaim } from "./providers/seal-claim";
export { signingLinkAccount } from "./signing-access";
