import { contractUrl } from "../../../domain/shared/contracts/route-ref";
import { signatureContracts } from "../../../domain/signatures/contract";

/** The signed-in app's URL of a request's signed PDF (the guarded download route). */
export const signedPdfUrl = (requestId: string) => contractUrl(signatureContracts.signedPdf.path, { id: requestId });
