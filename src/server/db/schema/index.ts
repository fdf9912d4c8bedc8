// The complete schema, for drizzle-kit and for the typed client.
export * from "./access";
export * from "./accounts";
export * from "./auth";
export * from "./broadcasts";
export * from "./documents";
export * from "./templates";
