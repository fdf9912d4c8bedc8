/** Which form the sign-in page shows; the forms switch between them in place (spec 1 §2). */
export type AuthView = "login" | "signup" | "forgot";
