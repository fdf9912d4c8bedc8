import type { SigningView } from "../../../domain/signatures/signatures";
import type { Deps } from "../../platform/deps";
import { accountBrand } from "../branding";
import { assertLinkOpen, byToken, type SigningRow, signingViewOf } from "./signing-access";

/** What the signing page shows; 410 once the request was canceled, declined or expired. */
export async function signingView(deps: Deps, token: string): Promise<SigningView> {
  const row = await byToken(deps.db, token);
  const now = deps.clock();
  assertLinkOpen(row, now);
  return brandedView(deps, row, now);
}

/** The signing page's view in the sending account's look (issue 26). */
export const brandedView = async (deps: Deps, row: SigningRow, now: Date): Promise<SigningView> => ({
  ...signingViewOf(row, now),
  brand: await accountBrand(deps.db, row.request.corporateAccountId),
});
