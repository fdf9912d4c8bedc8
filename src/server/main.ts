import { buildApp } from "./app";
import { prepareDatabase } from "./bootstrap";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { devOutboxMailer, retryingMailer, smtpMailer } from "./integrations/mail/system-mailer";

const config = loadConfig();
const database = await openDatabase(config);
await prepareDatabase(database, config);
const mailer = config.smtpUrl ? retryingMailer(smtpMailer(config.smtpUrl)) : devOutboxMailer();
const app = await buildApp({ config, database, mailer, logger: config.env === "production" });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`\n  Minuta pronto em ${config.appUrl}`);
console.log(`  Banco de dados: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embutido em ${config.dataDir}`}`);
if (!config.smtpUrl && config.env !== "production") {
  console.log(`  E-mails de desenvolvimento: ${config.appUrl}/dev/mailbox`);
}
