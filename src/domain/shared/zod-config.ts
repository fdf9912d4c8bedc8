import { z } from "zod";

/**
 * Zod speaks Brazilian Portuguese wherever a schema has no message of its own (the spec's texts stay
 * on the schemas that give them), and validates without `new Function`, so the app runs under a CSP
 * without 'unsafe-eval'. Imported once by the server (app.ts); the web loads it with the first page
 * (web/lib/zod-ready.ts).
 */
z.config({ ...z.locales.ptBR(), jitless: true });
