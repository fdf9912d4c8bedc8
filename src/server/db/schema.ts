// The complete schema, for drizzle-kit and for the typed client.

export * from "../modules/accounts/schema";
export * from "../modules/api-keys/schema";
export * from "../modules/assistant/schema";
export * from "../modules/auth/schema";
export * from "../modules/batches/schema";
export * from "../modules/branding/schema";
export * from "../modules/broadcast/schema";
export * from "../modules/categories/schema";
export * from "../modules/delivery/schema";
export * from "../modules/documents/schema";
export * from "../modules/files/schema";
export * from "../modules/header-footer/schema";
export * from "../modules/plans/schema";
export * from "../modules/privacy/schema";
export * from "../modules/public-api/schema";
export * from "../modules/retention/schema";
export * from "../modules/signatures/schema";
export * from "../modules/support/schema";
export * from "../modules/templates/schema";
export * from "../modules/users/schema";
export * from "../modules/word/schema";
