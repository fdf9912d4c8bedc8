// The complete schema, for drizzle-kit and for the typed client.
export * from "./access";
export * from "./auth";
export * from "./broadcasts";
export * from "./s_accounts";
export * from "./s_categories";
export * from "./s_delivery";
export * from "./s_documents";
export * from "./s_files";
export * from "./s_header_footer";
export * from "./s_plans";
export * from "./s_signatures";
export * from "./s_templates";
