import { migrateFilesToS3 } from "../modules/files/migrate-to-s3";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";
import { createS3ObjectStore } from "../platform/storage/s3-object-store";

/**
 * npm run storage:migrate [-- --prune] : copies the files the database holds to the S3 bucket of
 * STORAGE=s3 and verifies each one (docs/decisions/0047). Run it again at will; exit 1 if a file failed.
 */
const config = loadConfig();
if (config.storage.kind !== "s3") {
  console.error("Defina STORAGE=s3 e as variáveis S3_* (veja o README) antes de migrar os arquivos.");
  process.exit(1);
}
const prune = process.argv.includes("--prune");
const database = await openDatabase(config);
try {
  await database.migrate(); // as at every start: the schema this code expects

  const r = await migrateFilesToS3(database.db, createS3ObjectStore(config.storage), {
    prune,
    log: (line) => console.log(line),
  });
  console.log(
    `Arquivos no banco: ${r.total} · copiados e verificados: ${r.copied} · já no S3: ${r.alreadyThere}` +
      ` · removidos do banco: ${r.pruned} · falhas: ${r.failed.length}`,
  );
  if (r.failed.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
