import { randomBytes } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  type CustomHost,
  type CustomHostForm,
  type CustomHostScreen,
  customHostFormSchema,
  CUSTOM_HOST_MESSAGES as M,
  txtRecordName,
} from "../../../domain/branding/custom-host";
import { canonicalHost } from "../../../domain/shared/host-name";
import { accountHosts } from "../../db/tables/branding";
import type { Db, Tx } from "../../platform/db/client";
import type { TxtResolver } from "../../platform/deps";
import { AppError, fieldError } from "../../platform/errors/app-error";
import { withDbErrors } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";
import { accountPlanFeatures, lockAccountRow } from "../plans";

type Row = typeof accountHosts.$inferSelect;

const viewOf = (row: Row): CustomHost => ({
  host: row.host,
  status: row.status,
  txtName: txtRecordName(row.host),
  txtValue: row.token,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  lastError: row.lastError,
});

const accountOf = (actor: Actor): string => {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return actor.accountId;
};

async function assertWhiteLabel(db: Db | Tx, accountId: string): Promise<void> {
  const plan = await accountPlanFeatures(db, accountId);
  if (!plan?.features.white_label_enabled) throw new AppError("PLAN_FEATURE_DISABLED", M.planFeature);
}

const taken = () => fieldError("CONFLICT", "host", M.hostTaken);

/** The settings card of the actor's own account. */
export async function customHostScreen(db: Db | Tx, actor: Actor): Promise<CustomHostScreen> {
  const accountId = accountOf(actor);
  const [plan, [row]] = await Promise.all([
    accountPlanFeatures(db, accountId),
    db.select().from(accountHosts).where(eq(accountHosts.corporateAccountId, accountId)).limit(1),
  ]);
  return { enabled: plan?.features.white_label_enabled === true, customHost: row ? viewOf(row) : null };
}

/**
 * Registers (or replaces) the account's host name: pending, with a fresh token to publish in DNS. The
 * platform's own host is refused, and so is a host another account already holds verified.
 */
export async function saveCustomHost(
  db: Db,
  actor: Actor,
  input: CustomHostForm,
  appUrl: string,
): Promise<CustomHostScreen> {
  const accountId = accountOf(actor);
  const { host } = customHostFormSchema.parse(input);
  if (host === canonicalHost(new URL(appUrl).host)) {
    throw fieldError("VALIDATION_ERROR", "host", M.hostIsPlatform);
  }
  await db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    await assertWhiteLabel(tx, accountId);
    const [other] = await tx
      .select({ id: accountHosts.corporateAccountId })
      .from(accountHosts)
      .where(
        and(
          eq(accountHosts.host, host),
          eq(accountHosts.status, "verified"),
          ne(accountHosts.corporateAccountId, accountId),
        ),
      )
      .limit(1);
    if (other) throw taken();
    const [current] = await tx.select().from(accountHosts).where(eq(accountHosts.corporateAccountId, accountId));
    if (current?.host === host) return; // the same name again keeps its token and state
    const values = { host, token: randomBytes(18).toString("base64url"), status: "pending" as const };
    const reset = { ...values, checkedAt: null, verifiedAt: null, lastError: null, updatedAt: new Date() };
    await tx
      .insert(accountHosts)
      .values({ ...values, corporateAccountId: accountId })
      .onConflictDoUpdate({ target: accountHosts.corporateAccountId, set: reset });
    await recordAudit(tx, {
      actor,
      action: "settings.updated",
      target: { type: "settings", id: "custom_host" },
      changes: { customHost: host, previous: current?.host ?? null },
    });
  });
  return customHostScreen(db, actor);
}

/** Removes the account's host name: its links go back to the platform's address at once. */
export async function removeCustomHost(db: Db, actor: Actor): Promise<void> {
  const accountId = accountOf(actor);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(accountHosts)
      .where(eq(accountHosts.corporateAccountId, accountId))
      .returning({ host: accountHosts.host });
    if (removed.length === 0) throw new AppError("NOT_FOUND", M.noHost);
    await recordAudit(tx, {
      actor,
      action: "settings.updated",
      target: { type: "settings", id: "custom_host" },
      changes: { customHost: null, previous: removed[0]?.host },
    });
  });
}

const DNS_TIMEOUT_MS = 10_000;
/** Answers meaning "this name has no such record" (as opposed to a resolver that failed to answer). */
const NO_RECORD = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

/** What DNS says about the token: found, absent, or unknown (the resolver failed: try again later). */
async function lookUpToken(resolveTxt: TxtResolver, host: string, token: string) {
  const name = txtRecordName(host);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })), DNS_TIMEOUT_MS);
    });
    const records = await Promise.race([resolveTxt(name), timeout]);
    // A long TXT value arrives split in 255-byte strings: joined, it is the record's value.
    const found = records.some((strings) => strings.join("").trim() === token);
    return found ? { state: "found" as const } : { state: "absent" as const, message: M.txtMissing(name) };
  } catch (err) {
    const code = (err as { code?: string }).code ?? "";
    if (NO_RECORD.has(code)) return { state: "absent" as const, message: M.txtMissing(name) };
    return { state: "unknown" as const, message: M.dnsFailed(name) };
  } finally {
    clearTimeout(timer);
  }
}

const audited = (tx: Tx, actor: Actor | null, row: Row) =>
  actor
    ? recordAudit(tx, {
        actor,
        action: "settings.updated",
        target: { type: "settings", id: "custom_host" },
        changes: { customHost: row.host, status: row.status },
      })
    : Promise.resolve();

/**
 * Checks the DNS TXT record of one account's host and records the result (and, for a person who
 * pressed "Verificar", a change of state in the audit trail). Found: verified, unless another account
 * verified the same name first (the partial unique index says so: failed). Absent: failed. A resolver
 * that does not answer leaves a verified host verified: a DNS hiccup must not take links down.
 */
export async function checkHost(
  db: Db,
  resolveTxt: TxtResolver,
  accountId: string,
  now: Date,
  actor: Actor | null = null,
): Promise<Row | null> {
  const [row] = await db.select().from(accountHosts).where(eq(accountHosts.corporateAccountId, accountId));
  if (!row) return null;
  const result = await lookUpToken(resolveTxt, row.host, row.token);
  const base = { checkedAt: now, updatedAt: now };
  const set =
    result.state === "found"
      ? { ...base, status: "verified" as const, lastError: null, verifiedAt: row.verifiedAt ?? now }
      : result.state === "unknown" && row.status === "verified"
        ? { ...base, lastError: result.message }
        : { ...base, status: "failed" as const, lastError: result.message, verifiedAt: null };
  // Keyed by the token too: a host replaced while DNS was being asked is not overwritten.
  const where = and(eq(accountHosts.corporateAccountId, accountId), eq(accountHosts.token, row.token));
  const write = (values: typeof set) =>
    db.transaction(async (tx) => {
      const [saved] = await tx.update(accountHosts).set(values).where(where).returning();
      if (saved && saved.status !== row.status) await audited(tx, actor, saved);
      return saved ?? null;
    });
  try {
    return await withDbErrors(() => write(set), { unique: () => taken() });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "CONFLICT") throw err;
    return write({ ...base, status: "failed", lastError: M.hostTaken, verifiedAt: null });
  }
}

/** The "Verificar" button: a host must be registered (else 404) and the plan must have White label. */
export async function verifyCustomHost(
  db: Db,
  resolveTxt: TxtResolver,
  actor: Actor,
  now: Date,
): Promise<CustomHostScreen> {
  const accountId = accountOf(actor);
  const [row] = await db
    .select({ host: accountHosts.host })
    .from(accountHosts)
    .where(eq(accountHosts.corporateAccountId, accountId));
  if (!row) throw new AppError("NOT_FOUND", M.noHost);
  await assertWhiteLabel(db, accountId);
  const checked = await checkHost(db, resolveTxt, accountId, now, actor);
  if (!checked) throw new AppError("NOT_FOUND", M.noHost);
  return customHostScreen(db, actor);
}
