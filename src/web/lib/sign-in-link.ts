/**
 * Which form the sign-in page shows; the forms switch between them in place (spec 1 §2). In lib rather
 * than features/auth: the public pages link to these views too.
 */
export type AuthView = "login" | "signup" | "forgot";

const AUTH_VIEWS: ReadonlyArray<AuthView> = ["login", "signup", "forgot"];

/**
 * Where the public pages' "Entrar" and "Começar Agora" lead (decision 0031): both to /login, "Começar
 * Agora" with its sign-up view, opened in place through the navigation state (the sign-up and
 * forgot-password views have no path of their own, spec 1 §2.1). Spread on a `<Link>`.
 */
export function signInLink(view: "login" | "signup"): { to: "/login"; state?: { view: AuthView } } {
  return view === "login" ? { to: "/login" } : { to: "/login", state: { view } };
}

/** The view a `signInLink` asked for (the navigation state), else the login form. */
export function requestedView(state: unknown): AuthView {
  const view = (state as { view?: unknown } | null)?.view;
  return AUTH_VIEWS.find((v) => v === view) ?? "login";
}
