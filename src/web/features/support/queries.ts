import { supportContracts as c } from "../../../domain/support/contract";
import { contractQuery } from "../../lib/contract-query";

/** What other features may read of support (decision 0017): the admin dashboard's counts, under the "support" keys. */
export const supportSummaryQuery = contractQuery(["support", "summary"], c.summary, {});
