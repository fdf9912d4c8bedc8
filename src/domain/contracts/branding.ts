import { brandingFormSchema, brandingScreenSchema, brandSchema } from "../branding";
import { customHostFormSchema, customHostScreenSchema } from "../custom-host";
import { storedFileInfoSchema } from "../templates";
import { defineContract, noContent, readContract } from "./contract";

/** Branding (issue 26): the corporate admin's settings of its own account, and the look the app shell applies. */
export const brandingContracts = {
  get: readContract(
    "/api/corporate/branding",
    "Marca personalizada da conta (e se o plano a permite)",
    brandingScreenSchema,
    ["NO_ACCOUNT"],
  ),
  save: defineContract({
    method: "PUT",
    path: "/api/corporate/branding",
    summary: "Salva a marca personalizada da conta (cores com contraste WCAG AA)",
    body: brandingFormSchema,
    response: { 200: brandingScreenSchema },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "NOT_FOUND"],
  }),
  /** The body is the logo's raw bytes (PNG or JPEG, read from the bytes; at most 1 MB), so no body schema. */
  uploadLogo: defineContract({
    method: "POST",
    path: "/api/corporate/branding/logo",
    summary: "Envia o logotipo (PNG ou JPEG, até 1 MB; SVG recusado)",
    response: { 201: storedFileInfoSchema },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "IMAGE_TOO_LARGE", "NOT_AN_IMAGE"],
  }),
  current: readContract(
    "/api/branding/current",
    "A marca aplicada ao painel do usuário (a da plataforma quando o plano não a inclui)",
    brandSchema,
  ),
  /** White label's own host name (decision 0043): register, prove by DNS TXT, remove. */
  host: readContract(
    "/api/corporate/branding/host",
    "Endereço próprio (White label) da conta e o registro DNS que o comprova",
    customHostScreenSchema,
    ["NO_ACCOUNT"],
  ),
  saveHost: defineContract({
    method: "PUT",
    path: "/api/corporate/branding/host",
    summary: "Cadastra o endereço próprio (fica aguardando a verificação DNS)",
    body: customHostFormSchema,
    response: { 200: customHostScreenSchema },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "CONFLICT"],
  }),
  verifyHost: defineContract({
    method: "POST",
    path: "/api/corporate/branding/host/verify",
    summary: "Verifica o registro TXT do endereço próprio",
    response: { 200: customHostScreenSchema },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "NOT_FOUND"],
  }),
  removeHost: defineContract({
    method: "DELETE",
    path: "/api/corporate/branding/host",
    summary: "Remove o endereço próprio (os links voltam ao endereço da plataforma)",
    response: { 204: noContent },
    errors: ["NO_ACCOUNT", "NOT_FOUND"],
  }),
};
