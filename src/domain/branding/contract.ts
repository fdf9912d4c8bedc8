import { readContract, uploadContract } from "../shared/contracts/define";
import { singletonContracts } from "../shared/contracts/resource";
import { storedFileInfoSchema } from "../templates/templates";
import { brandingFormSchema, brandingScreenSchema, brandSchema } from "./branding";
import { customHostFormSchema, customHostScreenSchema } from "./custom-host";

const branding = singletonContracts("/api/corporate/branding");
const customHost = singletonContracts("/api/corporate/branding/host");

/** Branding (issue 26): the corporate admin's settings of its own account, and the look the app shell applies. */
export const brandingContracts = {
  get: branding.read("Marca personalizada da conta (e se o plano a permite)", brandingScreenSchema, ["NO_ACCOUNT"]),
  save: branding.save(
    "Salva a marca personalizada da conta (cores com contraste WCAG AA)",
    brandingFormSchema,
    brandingScreenSchema,
    ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "NOT_FOUND"],
  ),
  /** The body is the logo's raw bytes (PNG or JPEG, read from the bytes; at most 1 MB), so no body schema. */
  uploadLogo: uploadContract(
    "/api/corporate/branding/logo",
    "Envia o logotipo (PNG ou JPEG, até 1 MB; SVG recusado)",
    { 201: storedFileInfoSchema },
    ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "IMAGE_TOO_LARGE", "NOT_AN_IMAGE"],
  ),
  current: readContract(
    "/api/branding/current",
    "A marca aplicada ao painel do usuário (a da plataforma quando o plano não a inclui)",
    brandSchema,
  ),
  /** White label's own host name (decision 0043): register, prove by DNS TXT, remove. */
  host: customHost.read(
    "Endereço próprio (White label) da conta e o registro DNS que o comprova",
    customHostScreenSchema,
    ["NO_ACCOUNT"],
  ),
  saveHost: customHost.save(
    "Cadastra o endereço próprio (fica aguardando a verificação DNS)",
    customHostFormSchema,
    customHostScreenSchema,
    ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "CONFLICT"],
  ),
  verifyHost: customHost.below("POST", "/verify", "Verifica o registro TXT do endereço próprio", {
    response: { 200: customHostScreenSchema },
    errors: ["NO_ACCOUNT", "PLAN_FEATURE_DISABLED", "NOT_FOUND"],
  }),
  removeHost: customHost.remove("Remove o endereço próprio (os links voltam ao endereço da plataforma)", [
    "NO_ACCOUNT",
    "NOT_FOUND",
  ]),
};
