import type { z } from "zod";
import { singletonContracts } from "../shared/contracts/resource";
import type { ErrorCode } from "../shared/error-codes";
import {
  smtpSettingsSchema,
  smtpSettingsViewSchema,
  smtpTestSchema,
  testResultSchema,
  whatsappSettingsSchema,
  whatsappSettingsViewSchema,
  whatsappTestSchema,
} from "./settings";

/**
 * The three routes of an account-scoped integration screen (server: modules/settings): read the
 * configuration of the account it applies to, save it, and send a real test with the saved values.
 */
function integrationContracts<
  const Name extends string,
  Body extends z.ZodType,
  View extends z.ZodType,
  Test extends z.ZodType,
>(name: string, screen: Name, schemas: { body: Body; view: View; test: Test }, testFailed: ErrorCode) {
  const settings = singletonContracts(`/api/settings/${screen}`);
  return {
    get: settings.read(`Configuração ${name} da conta (a do sistema, para o Super Administrador)`, schemas.view, [
      "NO_ACCOUNT",
    ]),
    save: settings.save(
      `Salva a configuração ${name} (o segredo em branco mantém o salvo)`,
      schemas.body,
      schemas.view,
      ["NO_ACCOUNT", "VALIDATION_ERROR"],
    ),
    test: settings.below("POST", "/test", `Envia um teste real com a configuração ${name} salva`, {
      body: schemas.test,
      response: { 200: testResultSchema },
      errors: ["NO_ACCOUNT", "NOT_CONFIGURED", testFailed],
    }),
  };
}

/** /api/settings/smtp and /api/settings/whatsapp (spec 2 §2.11, §2.12). */
export const settingsContracts = {
  smtp: integrationContracts(
    "SMTP",
    "smtp",
    {
      body: smtpSettingsSchema,
      view: smtpSettingsViewSchema,
      test: smtpTestSchema,
    },
    "SMTP_TEST_FAILED",
  ),
  whatsapp: integrationContracts(
    "WhatsApp",
    "whatsapp",
    {
      body: whatsappSettingsSchema,
      view: whatsappSettingsViewSchema,
      test: whatsappTestSchema,
    },
    "WHATSAPP_TEST_FAILED",
  ),
};
