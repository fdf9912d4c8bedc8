import { brandingFormSchema, brandingScreenSchema, brandSchema } from "../branding";
import { storedFileInfoSchema } from "../templates";
import { defineContract, readContract } from "./contract";

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
};
