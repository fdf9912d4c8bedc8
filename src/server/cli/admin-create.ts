import { parseArgs } from "node:util";
import { ensureSuperAdmin, prepareDatabase } from "../bootstrap";
import { loadConfig } from "../platform/config";
import { openDatabase } from "../platform/db/client";

/** npm run admin:create -- --email … --password … --name … : creates a confirmed super admin. */
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Uso: npm run admin:create -- --email admin@empresa.com --password 'senha' --name 'Nome'");
  process.exit(1);
}
if (values.password.length < 6) {
  console.error("A senha deve ter pelo menos 6 caracteres");
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await prepareDatabase(database, config);
  const result = await ensureSuperAdmin(database, {
    email: values.email,
    password: values.password,
    fullName: values.name ?? "Administrador",
  });
  console.log(
    result === "created" ? `Super administrador criado: ${values.email}` : `Usuário já existe: ${values.email}`,
  );
} finally {
  await database.close();
}
