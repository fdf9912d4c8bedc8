import { verifyAuditChains } from "../modules/audit/verify-chain";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";

/** npm run audit:verify : walks every account's chain of the audit trail; exit 1 at the first broken row. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  const report = await verifyAuditChains(database.db);
  if (report.broken) {
    const { id, accountId, reason } = report.broken;
    const why =
      reason === "content"
        ? "o conteúdo não confere com o hash (registro alterado)"
        : "o elo com o registro anterior está quebrado (registro removido ou inserido)";
    console.error(`Trilha de auditoria violada no registro ${id} (conta ${accountId ?? "plataforma"}): ${why}.`);
    process.exitCode = 1;
  } else {
    console.log(`Trilha de auditoria íntegra: ${report.rows} registros em ${report.chains} cadeias.`);
  }
} finally {
  await database.close();
}
