import { signUpSchema } from "../auth-schemas";
import { sessionViewSchema } from "../session";
import { defineContract, okAnswer, readContract } from "./contract";

/**
 * The session and the sign-up (spec 1 §3–§4). Better Auth's own routes (/api/auth/*) are mounted by
 * Better Auth itself and have no contract here. The login page reaches /api/me by `routeRef`
 * (web/lib/session.ts): this file carries Zod and the schemas.
 */
export const authContracts = {
  me: readContract("/api/me", "O usuário conectado: papéis ativos, permissões e conta corporativa", sessionViewSchema),
  signup: defineContract({
    method: "POST",
    path: "/api/signup",
    summary: "Cria uma conta de usuário padrão e envia o e-mail de confirmação",
    body: signUpSchema,
    response: { 201: okAnswer },
    errors: ["TOO_MANY_REQUESTS", "EMAIL_TAKEN", "ROLE_NOT_FOUND"],
  }),
};
