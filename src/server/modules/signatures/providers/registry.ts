import { type AnyColumn, eq, type SQL } from "drizzle-orm";
import { signatureRequests } from "../../../db/tables/signatures";
import type { Deps } from "../../../platform/deps";
import { builtinProvider } from "./builtin/provider";
import type { SignatureProvider, SignatureProviderName } from "./port";
import { zapsignProvider } from "./zapsign/provider";
import { loadEsignSettings } from "./zapsign/settings-store";

const PROVIDERS: Record<SignatureProviderName, SignatureProvider> = {
  builtin: builtinProvider,
  zapsign: zapsignProvider,
};

/** The provider a request was made with (its `provider` column); a name we do not know is the built-in one. */
export function providerNamed(name: string): SignatureProvider {
  return Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name as SignatureProviderName] : builtinProvider;
}

/** The provider new requests go to: ZapSign once the super admin saved a key, else the built-in one. */
export async function activeProvider(deps: Pick<Deps, "db" | "secrets">) {
  const settings = await loadEsignSettings(deps.db, deps.secrets);
  return { provider: settings.apiKey ? zapsignProvider : builtinProvider, settings };
}

/**
 * SQL: the requests Minuta itself signs and seals (the built-in provider's) — the ones whose signers
 * use Minuta's own signing page, get its reminders, enter its seal queue and verify by its mark. The
 * one place a query selects requests by provider (lint refuses `eq(t.provider, "builtin")` elsewhere).
 */
export const signedInMinuta = (provider: AnyColumn = signatureRequests.provider): SQL =>
  eq(provider, builtinProvider.name);
