// The composition root tells the trail where each kind of record keeps its name (issue 48, decision 0039):
// audit reads these tables without importing their modules, so no module pair imports each other for it.

import { corporateAccounts } from "./db/tables/accounts";
import { apiKeys } from "./db/tables/api-keys";
import { users } from "./db/tables/auth";
import { documentBatches } from "./db/tables/batches";
import { categories } from "./db/tables/categories";
import { generatedDocuments } from "./db/tables/documents";
import { headerFooterTemplates } from "./db/tables/header-footer";
import { subscriptionPlans } from "./db/tables/plans";
import { supportTickets } from "./db/tables/support";
import { documentTemplates } from "./db/tables/templates";
import { registerAuditNames } from "./modules/audit";

registerAuditNames("document", generatedDocuments, generatedDocuments.id, generatedDocuments.title);
registerAuditNames("template", documentTemplates, documentTemplates.id, documentTemplates.title);
registerAuditNames("category", categories, categories.id, categories.name);
registerAuditNames("account", corporateAccounts, corporateAccounts.id, corporateAccounts.name);
registerAuditNames("plan", subscriptionPlans, subscriptionPlans.id, subscriptionPlans.name);
registerAuditNames("api_key", apiKeys, apiKeys.id, apiKeys.name);
registerAuditNames("header_footer", headerFooterTemplates, headerFooterTemplates.id, headerFooterTemplates.name);
registerAuditNames("batch", documentBatches, documentBatches.id, documentBatches.fileName);
registerAuditNames("user", users, users.id, users.name, false);
registerAuditNames("support_ticket", supportTickets, supportTickets.id, supportTickets.subject);
