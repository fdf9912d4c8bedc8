import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  BRANDING_MESSAGES,
  type BrandingInput,
  type BrandingScreen,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
} from "../../../domain/branding/branding";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { accountBranding } from "../../db/tables/branding";
import { storedFiles } from "../../db/tables/files";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { decodeJpeg, encodeJpeg, JpegError } from "../../platform/images/jpeg";
import { decodePng, encodePng, PngError } from "../../platform/images/png";
import { type FileStorage, fileUrl } from "../../platform/storage/file-storage";
import { detectImageType } from "../files";
import { accountPlanFeatures, lockAccountRow } from "../plans";
import { brandingScreen } from "./read-branding";

/** Larger logos are refused before their pixels are decoded (e-mails show them at most 200 px wide). */
const LOGO_MAX_PIXELS = { width: 4000, height: 4000 };

/** The logo decoded and written back afresh in its own format: only its pixels are ever served. */
function rewrittenLogo(data: Buffer, mime: "image/png" | "image/jpeg"): Buffer {
  try {
    return mime === "image/png"
      ? encodePng(decodePng(data, LOGO_MAX_PIXELS))
      : encodeJpeg(decodeJpeg(data, LOGO_MAX_PIXELS));
  } catch (err) {
    if (!(err instanceof PngError || err instanceof JpegError)) throw err;
    if (err.reason === "too-big")
      throw new AppError("IMAGE_TOO_LARGE", `${BRANDING_MESSAGES.logoTooManyPixels} (este tem ${err.message}).`);
    throw new AppError("NOT_AN_IMAGE", `${BRANDING_MESSAGES.logoUnreadable} (${err.message}).`);
  }
}

async function assertBrandingPlan(db: Db | Tx, accountId: string): Promise<void> {
  const plan = await accountPlanFeatures(db, accountId);
  if (!plan?.features.custom_branding_enabled) {
    throw new AppError("PLAN_FEATURE_DISABLED", BRANDING_MESSAGES.planFeature);
  }
}

const accountOf = (actor: Actor): string => {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
};

/**
 * Saves the account's branding (one row, created or replaced). The plan must include it; the logo,
 * when given, must be an image of this same account stored as PNG or JPEG (uploadLogo).
 */
export async function saveBranding(db: Db, actor: Actor, input: BrandingInput): Promise<BrandingScreen> {
  const accountId = accountOf(actor);
  await db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    await assertBrandingPlan(tx, accountId);
    if (input.logoFileId) {
      const [logo] = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.id, input.logoFileId),
            eq(storedFiles.corporateAccountId, accountId),
            inArray(storedFiles.contentType, [...LOGO_TYPES]),
          ),
        )
        .limit(1);
      if (!logo) throw new AppError("NOT_FOUND", BRANDING_MESSAGES.logoNotFound);
    }
    const values = { ...input, corporateAccountId: accountId };
    await tx
      .insert(accountBranding)
      .values(values)
      .onConflictDoUpdate({ target: accountBranding.corporateAccountId, set: { ...input, updatedAt: new Date() } });
  });
  return brandingScreen(db, actor);
}

/**
 * Stores a logo of the actor's account: PNG or JPEG recognised by its bytes (SVG and everything else
 * refused: decision 0040), at most 1 MB (the route stops reading past it) and 4000 × 4000 pixels. It is
 * decoded and written back afresh (PNG as an 8-bit RGBA PNG, JPEG as a baseline JPEG), so no metadata,
 * comment or trailing bytes are ever served from our host.
 */
export async function uploadLogo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  data: Buffer,
  tooLarge: () => Error,
): Promise<StoredFileInfo> {
  const accountId = accountOf(actor);
  if (data.byteLength > LOGO_MAX_BYTES) throw tooLarge();
  const type = detectImageType(data);
  if (type?.mime !== "image/png" && type?.mime !== "image/jpeg") {
    throw new AppError("NOT_AN_IMAGE", BRANDING_MESSAGES.logoType);
  }
  await assertBrandingPlan(db, accountId);
  const file = await storage.put({
    data: rewrittenLogo(data, type.mime),
    contentType: type.mime,
    corporateAccountId: accountId,
    userId: actor.userId,
    publicById: true, // e-mails and signing pages show it to people without a session (decision 0006)
  });
  return { id: file.id, url: fileUrl(file.id), contentType: file.contentType, byteSize: file.byteSize };
}
