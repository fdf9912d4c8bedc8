import { createHmac, timingSafeEqual } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Actor, PermissionMap, RoleInfo, RoleSlug } from "../../../domain/auth/permissions";
import { effectivePermissions } from "../../../domain/auth/permissions";
import type { Db } from "../../platform/db/client";
import { preparedRows, rawRows } from "../../platform/db/raw-rows";
import { toHeaders } from "../../platform/http/headers";
import type { Auth } from "./auth";

export type { Actor } from "../../../domain/auth/permissions";

export type ActorWithProfile = Actor & { profile: ActorProfile };

export interface ActorProfile {
  emailVerified: boolean;
  createdAt: Date;
  fullName: string;
  phone: string | null;
  preferences: Record<string, unknown>;
  account: { id: string; name: string } | null;
}

interface ActorRow {
  user_id: string;
  email: string;
  email_verified: boolean;
  created_at: string | Date;
  full_name: string | null;
  phone: string | null;
  is_active: boolean | null;
  account_id: string | null;
  preferences: Record<string, unknown> | null;
  account_name: string | null;
  roles: unknown;
  session_expires_at?: string | Date;
}

/**
 * The user, their metadata, account and active roles (at most 10, oldest first) in ONE statement.
 * `from` names the users row `u` (joined from the session when resolving a request).
 */
function actorSql(from: SQL, where: SQL, extra: SQL = sql``): SQL {
  return sql`
  select u.id as user_id, u.email, u.email_verified, u.created_at, m.full_name, m.phone, m.is_active,
    m.corporate_account_id as account_id, m.preferences, ca.name as account_name ${extra},
    coalesce((select json_agg(json_build_object('slug', r.slug, 'name', r.name, 'permissions', r.permissions)
                order by ur.created_at, ur.id)
              from (select x.role_id, x.created_at, x.id from user_roles x
                    where x.user_id = u.id and x.is_active order by x.created_at, x.id limit 10) ur
              join roles r on r.id = ur.role_id), '[]'::json) as roles
  from ${from}
  left join user_metadata m on m.user_id = u.id
  left join corporate_accounts ca on ca.id = m.corporate_account_id
  where ${where}
  limit 1`;
}

function toActor(row: ActorRow): ActorWithProfile | null {
  if (row.is_active === false) return null;
  const roles = (typeof row.roles === "string" ? JSON.parse(row.roles) : row.roles) as Array<{
    slug: string;
    name: string;
    permissions: PermissionMap;
  }>;
  const activeRoles: RoleInfo[] = roles.map((r) => ({
    slug: r.slug as RoleSlug,
    name: r.name,
    permissions: r.permissions,
  }));
  return {
    userId: row.user_id,
    email: row.email,
    roles: activeRoles,
    permissions: effectivePermissions({ roles: activeRoles }),
    accountId: row.account_id ?? null,
    profile: {
      emailVerified: row.email_verified,
      createdAt: new Date(row.created_at),
      // Spec 1 §4: missing metadata falls back to the e-mail's local part.
      fullName: row.full_name ?? (row.email.split("@")[0] || "Usuário"),
      phone: row.phone ?? null,
      preferences: row.preferences ?? {},
      account: row.account_id && row.account_name ? { id: row.account_id, name: row.account_name } : null,
    },
  };
}

/** Loads the actor of an authenticated user; null when the user is missing or deactivated. */
export async function loadActor(db: Db, userId: string): Promise<ActorWithProfile | null> {
  const [row] = await rawRows<ActorRow>(db, actorSql(sql`users u`, sql`u.id = ${userId}`));
  return row ? toActor(row) : null;
}

/** A cookie's value; the first one of that name wins, as in Better Auth's own request context (better-call). */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The token of a cookie signed the way Better Auth signs it (`token.base64(HMAC-SHA256(secret, token))`). */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The name of the session check's prepared statement (bench/insight.ts runs it bare under the same name). */
export const SESSION_ACTOR_STATEMENT = "minuta_session_actor";

/** The one statement of a request's session check: the session by its token, with the actor's rows. */
export function sessionActorSql(token: string): SQL {
  return actorSql(
    sql`sessions s join users u on u.id = s.user_id`,
    sql`s.token = ${token}`,
    sql`, s.expires_at as session_expires_at`,
  );
}

/**
 * The actor of a request, read fresh from the database on every request (no cache: a revoked session,
 * a deactivated user or a changed role counts at once). The common case — a valid signed session
 * cookie whose session needs no refresh — is one statement (session, user, metadata, account, roles).
 * Anything else (expired session, a session due for Better Auth's sliding refresh) goes through Better
 * Auth's own getSession, which deletes or extends the session as it always did.
 */
export function sessionActorResolver(db: Db, auth: Auth) {
  const contextPromise = auth.$context;
  return async (headers: Record<string, string | string[] | undefined>): Promise<ActorWithProfile | null> => {
    const ctx = await contextPromise;
    const cookie = headers.cookie;
    if (typeof cookie !== "string") return null;
    const token = verifiedToken(cookieValue(cookie, ctx.authCookies.sessionToken.name), ctx.secret);
    if (!token) return null;
    const [row] = await preparedRows<ActorRow>(db, SESSION_ACTOR_STATEMENT, sessionActorSql(token));
    if (!row?.session_expires_at) return null;
    const expiresAt = new Date(row.session_expires_at).getTime();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const refreshDue = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt > Date.now() && !refreshDue) return toActor(row);
    const session = await auth.api.getSession({ headers: toHeaders(headers) });
    return session ? loadActor(db, session.user.id) : null;
  };
}
