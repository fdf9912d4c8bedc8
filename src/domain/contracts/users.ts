import { z } from "zod";
import {
  accountOptionSchema,
  createdUserSchema,
  createUserSchema,
  roleOptionSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListItemSchema,
  userListQuerySchema,
} from "../users";
import { defineContract, pageOf } from "./contract";

/** The answer of a change that has nothing else to say. */
const ok = z.object({ ok: z.literal(true) });
/** What a create or update may refuse besides the gate: the e-mail, the role, the account, the plan's limit. */
const saveErrors = [
  "EMAIL_TAKEN",
  "ROLE_NOT_FOUND",
  "INVALID_ACCOUNT",
  "PLAN_LIMIT_REACHED",
  "FORBIDDEN",
  "VALIDATION_ERROR",
] as const;

/** User management (spec 1 §2.7): list, read, create, update, deactivate, confirm e-mail; scoped by the actor. */
export const userContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/users",
    summary: "Lista de usuários que o usuário gerencia (10 por página)",
    query: userListQuerySchema,
    response: { 200: pageOf(userListItemSchema) },
    errors: [],
  }),
  roles: defineContract({
    method: "GET",
    path: "/api/users/roles",
    summary: "Papéis que o usuário pode atribuir",
    response: { 200: z.object({ roles: z.array(roleOptionSchema) }) },
    errors: [],
  }),
  accountOptions: defineContract({
    method: "GET",
    path: "/api/users/account-options",
    summary: "Contas corporativas às quais o usuário pode vincular usuários",
    response: { 200: z.object({ accounts: z.array(accountOptionSchema) }) },
    errors: [],
  }),
  get: defineContract({
    method: "GET",
    path: "/api/users/:userId",
    summary: "Um usuário",
    params: userIdParamsSchema,
    response: { 200: userListItemSchema },
    errors: ["NOT_FOUND"],
  }),
  create: defineContract({
    method: "POST",
    path: "/api/users",
    summary: "Cria um usuário (com a sua função e conta) e envia a confirmação de e-mail",
    body: createUserSchema,
    response: { 201: createdUserSchema },
    errors: saveErrors,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/users/:userId",
    summary: "Edita um usuário (dados, função, conta, situação)",
    params: userIdParamsSchema,
    body: updateUserSchema,
    response: { 200: ok },
    errors: [...saveErrors, "NOT_FOUND", "SELF_DEACTIVATION"],
  }),
  deactivate: defineContract({
    method: "POST",
    path: "/api/users/:userId/deactivate",
    summary: "Desativa um usuário",
    params: userIdParamsSchema,
    response: { 200: ok },
    errors: ["NOT_FOUND", "FORBIDDEN", "SELF_DEACTIVATION"],
  }),
  confirmEmail: defineContract({
    method: "POST",
    path: "/api/users/:userId/confirm-email",
    summary: "Confirma o e-mail de um usuário (Super Administrador)",
    params: userIdParamsSchema,
    response: { 200: ok },
    errors: ["NOT_FOUND"],
  }),
};
