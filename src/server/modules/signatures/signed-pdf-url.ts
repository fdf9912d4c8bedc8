import { contractUrl } from "../../../domain/contracts/route-ref";
import { signatureContracts } from "../../../domain/contracts/signatures";

/** The signed-in app's URL of a request's signed PDF (the guarded download route). */
export const signedPdfUrl = (requestId: string) => contractUrl(signatureContracts.signedPdf.path, { id: requestId });
