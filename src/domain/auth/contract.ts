import { defineContract, okAnswer, readContract } from "../shared/contracts/define";
import { signUpSchema } from "./schemas";
import { sessionAnswerSchema, sessionViewSchema } from "./session";

/**
 * The session and the sign-up (spec 1 §3–§4). Better Auth's own routes (/api/auth/*) are mounted by
 * Better Auth itself and have no contract here. The web's session store reaches /api/session by
 * `routeRef` (web/lib/session.ts): this file carries Zod and the schemas.
 */
export const authContracts = {
  me: readContract("/api/me", "O usuário conectado: papéis ativos, permissões e conta corporativa", sessionViewSchema),
  /** Public: 200 with `{ session: null }` for a visitor, where /api/me answers 401 (decision 0031). */
  session: readContract(
    "/api/session",
    "A sessão de quem chama: o usuário conectado, ou null para um visitante (sempre 200)",
    sessionAnswerSchema,
  ),
  signup: defineContract({
    method: "POST",
    path: "/api/signup",
    summary: "Cria uma conta de usuário padrão e envia o e-mail de confirmação",
    body: signUpSchema,
    response: { 201: okAnswer },
    errors: ["TOO_MANY_REQUESTS", "EMAIL_TAKEN", "ROLE_NOT_FOUND"],
  }),
};
