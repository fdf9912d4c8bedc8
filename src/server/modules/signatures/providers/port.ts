import type {
  SignatureRequestBody,
  SignatureRequestCreated,
  SignatureRequestDetail,
} from "../../../../domain/signatures/signatures";
import type { signatureRequests, signatureSigners } from "../../../db/tables/signatures";
import type { Tx } from "../../../platform/db/client";
import type { Deps, RouteDeps } from "../../../platform/deps";
import type { EsignSettings } from "./zapsign/settings-store";

export type SignatureProviderName = SignatureRequestDetail["provider"];
type RequestRow = typeof signatureRequests.$inferSelect;

/** A request whose rows were committed (reserve-request.ts). */
export interface ReservedRequest {
  id: string;
  recipients: (typeof signatureSigners.$inferSelect)[];
  /** The document's request before this one (a canceled or ended one), put back if this one is not made. */
  previousRequestId: string | null;
  /** Signer 1's invitation (the built-in provider's), to queue once committed. */
  deliveries: string[];
}

/** A request just reserved (its rows committed), as the provider needs it to make it. */
export interface ReservedSignature extends ReservedRequest {
  documentId: string;
  title: string;
  expiresAt: Date | null;
  originalFileId: string;
}

/**
 * What a signature provider does for a request (docs/architecture.md, "The signature provider port").
 * The module's operations (create-request.ts, cancel-request.ts, read-request.ts) call these and never
 * ask which provider it is: whatever differs between the built-in provider and ZapSign is here, in
 * providers/builtin and providers/zapsign, picked by the registry (registry.ts).
 */
export interface SignatureProvider {
  readonly name: SignatureProviderName;
  /** Create, first: refuses (422) what this provider cannot do, before anything is made or stored. */
  refuse(deps: Deps, accountId: string | null, body: SignatureRequestBody): Promise<void>;
  /** Create, in the reservation's transaction: the request's first status… */
  readonly reservedStatus: "sent" | "pending";
  /** …and signer 1's invitation, as delivery ids queued once committed (none: the provider sends its own). */
  invite(tx: Tx, deps: Deps, firstSignerId: string, now: Date): Promise<string[]>;
  /** Create, after the commit and outside any transaction: the request is made; answers its status. */
  create(
    deps: Deps,
    settings: EsignSettings,
    reserved: ReservedSignature,
    original: Buffer,
  ): Promise<SignatureRequestCreated["status"]>;
  /** Cancel, in the cancel's transaction: the provider is told first (a failure rolls the cancel back). */
  cancel(tx: Tx, deps: Deps, request: RequestRow): Promise<void>;
  /** Read: the provider's part of a request's detail (its name, and the deadline that holds). */
  read(request: RequestRow): { provider: SignatureProviderName; deadline: Date | null };
  /** Webhook: an event the provider posted, its token already checked (null: the provider sends none). */
  webhook: ((deps: Pick<RouteDeps, "db" | "jobs" | "log">, body: unknown) => Promise<{ matched: boolean }>) | null;
}
