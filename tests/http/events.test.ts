import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMetadata } from "../../src/server/db/tables/users";
import { APP_URL, createCorporateAccount, createSignedInUser, type TestContext } from "../helpers/app";
import { listeningContext, subscribeEvents, waitFor } from "../helpers/app-events";

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ({ ctx, base } = await listeningContext());
});
afterAll(() => ctx.close());

const subscribe = (cookie: string) => subscribeEvents(base, cookie);

describe("/api/events", () => {
  it("refuses anonymous subscribers", async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it("forwards changes of the subscriber's tenant and own rows, not another tenant's", async () => {
    const mine = await createCorporateAccount(ctx.db, "Minha Empresa");
    const theirs = await createCorporateAccount(ctx.db, "Outra Empresa");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: mine });
    const colleague = await createSignedInUser(ctx, "standard_user", { accountId: mine });
    const stranger = await createSignedInUser(ctx, "standard_user", { accountId: theirs });
    const root = await createSignedInUser(ctx, "super_admin");

    const adminStream = await subscribe(admin.cookie);
    const rootStream = await subscribe(root.cookie);
    await ctx.db.update(userMetadata).set({ phone: "11999999999" }).where(eq(userMetadata.userId, stranger.userId));
    await ctx.db.update(userMetadata).set({ phone: "11988888888" }).where(eq(userMetadata.userId, colleague.userId));
    await waitFor(() => adminStream.events.length > 0 && rootStream.events.length > 1);
    await new Promise((r) => setTimeout(r, 300));

    expect(adminStream.events.map((e) => e.user_id)).toEqual([colleague.userId]);
    expect(adminStream.events[0]).toMatchObject({ table: "user_metadata", op: "UPDATE", corporate_account_id: mine });
    expect(rootStream.events.map((e) => e.user_id)).toEqual([stranger.userId, colleague.userId]);
    adminStream.close();
    rootStream.close();
  });

  it("coalesces a burst so a client gets at most 10 events per second", async () => {
    const root = await createSignedInUser(ctx, "super_admin");
    const stream = await subscribe(root.cookie);
    const accountId = await createCorporateAccount(ctx.db, "Rajada");
    const user = await createSignedInUser(ctx, "standard_user", { accountId });
    const started = Date.now();
    stream.events.length = 0;
    for (let i = 0; i < 30; i++) {
      await ctx.db
        .update(userMetadata)
        .set({ phone: `1190000${String(i).padStart(4, "0")}` })
        .where(eq(userMetadata.userId, user.userId));
    }
    await new Promise((r) => setTimeout(r, 1000 - Math.min(1000, Date.now() - started)));
    // 30 updates of one row: coalesced by row, never more than 10 in the first second.
    expect(stream.events.length).toBeGreaterThan(0);
    expect(stream.events.length).toBeLessThanOrEqual(10);
    stream.close();
  });

  it("ends the stream when the subscriber's own access changes, so it is re-authorised on reconnect", async () => {
    const accountId = await createCorporateAccount(ctx.db, "Reautoriza");
    const user = await createSignedInUser(ctx, "corporate_admin", { accountId });
    const stream = await subscribe(user.cookie);
    await ctx.db.update(userMetadata).set({ isActive: false }).where(eq(userMetadata.userId, user.userId));
    await waitFor(() => stream.ended());
    expect(stream.events.map((e) => e.table)).toEqual(["user_metadata"]);
    expect(stream.ended()).toBe(true);
    const again = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie, origin: APP_URL } });
    expect(again.status).toBe(401);
  });
});
