// The composition root tells the trail where each kind of record keeps its name (issue 48, decision 0039):
// audit reads these tables without importing their modules, so no module pair imports each other for it.

import { corporateAccounts } from "./modules/accounts/schema";
import { apiKeys } from "./modules/api-keys/schema";
import { registerAuditNames } from "./modules/audit";
import { users } from "./modules/auth/schema";
import { documentBatches } from "./modules/batches/schema";
import { categories } from "./modules/categories/schema";
import { generatedDocuments } from "./modules/documents/schema";
import { headerFooterTemplates } from "./modules/header-footer/schema";
import { subscriptionPlans } from "./modules/plans/schema";
import { supportTickets } from "./modules/support/schema";
import { documentTemplates } from "./modules/templates/schema";

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
