// The complete schema, for drizzle-kit and for the typed client.

export * from "./tables/accounts";
export * from "./tables/api-keys";
export * from "./tables/assistant";
export * from "./tables/auth";
export * from "./tables/batches";
export * from "./tables/branding";
export * from "./tables/broadcast";
export * from "./tables/categories";
export * from "./tables/delivery";
export * from "./tables/documents";
export * from "./tables/files";
export * from "./tables/header-footer";
export * from "./tables/plans";
export * from "./tables/privacy";
export * from "./tables/public-api";
export * from "./tables/retention";
export * from "./tables/signatures";
export * from "./tables/support";
export * from "./tables/templates";
export * from "./tables/users";
export * from "./tables/word";
