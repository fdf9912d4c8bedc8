import { z } from "zod";
import { PLAN_FLAG_LABELS } from "../plans/features";

/** The logo: PNG or JPEG read from its bytes, at most 1 MB (SVG is refused: decision 0040). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;

/** WCAG 2.x AA for normal text: white text on a button of the colour, and the colour as text on white. */
export const MIN_CONTRAST = 4.5;
/** The body text colour of e-mails and pages (slate-900): the colours must stand apart from it too. */
export const BODY_TEXT_COLOR = "#0f172a";
/** A colour used as a link beside body text needs at least this ratio to it to be seen as different. */
export const MIN_TEXT_DISTINCTION = 1.5;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Relative luminance of an sRGB colour #rrggbb (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast ratio (1–21) between two colours #rrggbb. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const ratioText = (r: number) => `${(Math.floor(r * 10) / 10).toLocaleString("pt-BR")}:1`;

/**
 * Why a colour cannot be a button or link colour, in Portuguese, or null when it can. It carries
 * white text (buttons) and is drawn as text on white (links, headings), so it needs 4.5:1 against
 * white; and it must differ from the body text, or links vanish in the paragraph.
 */
export function colourProblem(label: string, hex: string): string | null {
  if (!HEX.test(hex)) return `${label}: use o formato #RRGGBB (ex.: #1D4ED8).`;
  const white = contrastRatio(hex, "#ffffff");
  if (white < MIN_CONTRAST) {
    return `${label} ${hex.toUpperCase()} tem contraste ${ratioText(white)} com o branco; botões e links exigem ao menos 4,5:1 (WCAG AA). Escolha um tom mais escuro.`;
  }
  const text = contrastRatio(hex, BODY_TEXT_COLOR);
  if (text < MIN_TEXT_DISTINCTION) {
    return `${label} ${hex.toUpperCase()} é escura demais: quase não se distingue do texto (contraste ${ratioText(text)}; mínimo 1,5:1). Escolha um tom mais claro ou mais vivo.`;
  }
  return null;
}

export const BRANDING_MESSAGES = {
  planFeature: `Seu plano não inclui o recurso "${PLAN_FLAG_LABELS.custom_branding_enabled}". Fale com o administrador da plataforma para mudar de plano.`,
  displayNameRequired: "Informe o nome exibido",
  displayNameTooLong: "O nome exibido deve ter no máximo 80 caracteres",
  emailInvalid: "E-mail de suporte inválido",
  phoneInvalid: "Telefone de suporte inválido",
  signatureTooLong: "A assinatura deve ter no máximo 300 caracteres",
  logoTooLarge: "O logotipo deve ter no máximo 1 MB.",
  logoType: "O logotipo deve ser uma imagem PNG ou JPEG (SVG não é aceito).",
  logoUnreadable: "Não foi possível ler a imagem do logotipo: envie outro arquivo PNG ou JPEG",
  logoTooManyPixels: "O logotipo deve ter no máximo 4000 × 4000 pixels",
  logoNotFound: "Logotipo não encontrado. Envie a imagem novamente.",
  primaryLabel: "A cor principal",
  accentLabel: "A cor de destaque",
} as const;

/** A phone as people write it: digits, spaces, + ( ) . - with 8 to 15 digits (fixed, mobile, 0800). */
const isPhone = (v: string) => /^[+\d\s().-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ""));

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null)
    .nullable();

/** The branding form (corporate admin, /corporate/settings/branding), checked the same on both sides. */
export const brandingFormSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, BRANDING_MESSAGES.displayNameRequired)
      .max(80, BRANDING_MESSAGES.displayNameTooLong),
    primaryColor: z.string().trim(),
    accentColor: z.string().trim(),
    supportEmail: z
      .union([z.literal(""), z.email(BRANDING_MESSAGES.emailInvalid).max(254, BRANDING_MESSAGES.emailInvalid)])
      .transform((v) => v || null)
      .nullable(),
    supportPhone: z
      .string()
      .trim()
      .max(30, BRANDING_MESSAGES.phoneInvalid)
      .refine((v) => v === "" || isPhone(v), BRANDING_MESSAGES.phoneInvalid)
      .transform((v) => v || null)
      .nullable(),
    emailSignature: optionalText(300, BRANDING_MESSAGES.signatureTooLong),
    logoFileId: z.uuid().nullable(),
  })
  .superRefine((v, ctx) => {
    for (const [field, label] of [
      ["primaryColor", BRANDING_MESSAGES.primaryLabel],
      ["accentColor", BRANDING_MESSAGES.accentLabel],
    ] as const) {
      const problem = colourProblem(label, v[field]);
      if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
    }
  })
  .transform((v) => ({ ...v, primaryColor: v.primaryColor.toLowerCase(), accentColor: v.accentColor.toLowerCase() }));
export type BrandingForm = z.input<typeof brandingFormSchema>;
export type BrandingInput = z.output<typeof brandingFormSchema>;

/** What the saved settings and the brand applied from them both carry: the colours and the contact. */
const brandLook = {
  primaryColor: z.string(),
  accentColor: z.string(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
  emailSignature: z.string().nullable(),
};

/** The saved settings as the settings screen reads them. */
export const brandingSettingsSchema = z.object({
  displayName: z.string(),
  ...brandLook,
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

/**
 * The look applied to what an account's users, recipients and signers see: the platform's unless
 * the account's plan has "Marca personalizada" and the account saved its branding. `whiteLabel`:
 * the plan also has "White label", so nothing names the platform.
 */
export const brandSchema = z.object({
  name: z.string(),
  /** Relative (/api/files/…); messages that leave the app prefix APP_URL. */
  logoUrl: z.string().nullable(),
  ...brandLook,
  custom: z.boolean(),
  whiteLabel: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

export const PLATFORM_NAME = "Minuta";

/** The platform's own look (blue-700 / blue-800 of the app). */
export const PLATFORM_BRAND: Brand = {
  name: PLATFORM_NAME,
  logoUrl: null,
  primaryColor: "#1d4ed8",
  accentColor: "#1e40af",
  supportEmail: null,
  supportPhone: null,
  emailSignature: null,
  custom: false,
  whiteLabel: false,
};

/** The settings screen: whether the plan allows branding, and what is saved (kept when the plan loses it). */
export const brandingScreenSchema = z.object({
  enabled: z.boolean(),
  planName: z.string().nullable(),
  accountName: z.string(),
  settings: brandingSettingsSchema.nullable(),
});
export type BrandingScreen = z.infer<typeof brandingScreenSchema>;

/** The defaults the form starts from when nothing is saved yet. */
export function emptyBrandingForm(accountName: string): BrandingForm {
  return {
    displayName: accountName,
    primaryColor: PLATFORM_BRAND.primaryColor,
    accentColor: PLATFORM_BRAND.accentColor,
    supportEmail: "",
    supportPhone: "",
    emailSignature: "",
    logoFileId: null,
  };
}

/** `a` mixed toward `b` by `t` (0 = a, 1 = b), in sRGB: the lighter and darker shades of a brand colour. */
export function mixColour(a: string, b: string, t: number): string {
  const part = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(part(a, i) * (1 - t) + part(b, i) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The app's blue scale (Tailwind's --color-blue-*) rebuilt from the brand's primary colour, so every
 * button, link, focus ring and tint of a branded page takes the brand. The shades keep the pairs the
 * app uses readable: white on 700/800, 800/900 text on 50/100 (tests/branding/palette.test.ts).
 */
export function brandPalette(primary: string): Record<string, string> {
  return {
    "--color-blue-50": mixColour(primary, "#ffffff", 0.92),
    "--color-blue-100": mixColour(primary, "#ffffff", 0.85),
    "--color-blue-200": mixColour(primary, "#ffffff", 0.72),
    "--color-blue-300": mixColour(primary, "#ffffff", 0.6),
    "--color-blue-400": mixColour(primary, "#ffffff", 0.4),
    "--color-blue-500": mixColour(primary, "#ffffff", 0.15),
    "--color-blue-600": primary,
    "--color-blue-700": primary,
    "--color-blue-800": mixColour(primary, "#000000", 0.2),
    "--color-blue-900": mixColour(primary, "#000000", 0.4),
  };
}
