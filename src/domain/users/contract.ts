import { z } from "zod";
import { okAnswer, readContract } from "../shared/contracts/define";
import { recordErrors, resourceContracts } from "../shared/contracts/resource";
import {
  accountOptionSchema,
  createdUserSchema,
  createUserSchema,
  roleOptionSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListItemSchema,
  userListQuerySchema,
} from "./users";

/** What a create or update may refuse besides the gate: the e-mail, the role, the account, the plan's limit. */
const saveErrors = [
  "EMAIL_TAKEN",
  "ROLE_NOT_FOUND",
  "INVALID_ACCOUNT",
  "PLAN_LIMIT_REACHED",
  "FORBIDDEN",
  "VALIDATION_ERROR",
] as const;

const users = resourceContracts("/api/users", "/api/users/:userId", userIdParamsSchema);

/** User management (spec 1 §2.7): list, read, create, update, deactivate, confirm e-mail; scoped by the actor. */
export const userContracts = {
  list: users.list("Lista de usuários que o usuário gerencia (10 por página)", userListQuerySchema, userListItemSchema),
  roles: readContract(
    "/api/users/roles",
    "Papéis que o usuário pode atribuir",
    z.object({ roles: z.array(roleOptionSchema) }),
  ),
  accountOptions: readContract(
    "/api/users/account-options",
    "Contas corporativas às quais o usuário pode vincular usuários",
    z.object({ accounts: z.array(accountOptionSchema) }),
  ),
  get: users.get("Um usuário", userListItemSchema),
  create: users.create(
    "Cria um usuário (com a sua função e conta) e envia a confirmação de e-mail",
    createUserSchema,
    createdUserSchema,
    saveErrors,
  ),
  update: users.update("Edita um usuário (dados, função, conta, situação)", updateUserSchema, okAnswer, [
    ...saveErrors,
    "NOT_FOUND",
    "SELF_DEACTIVATION",
  ]),
  deactivate: users.onItem("POST", "/deactivate", "Desativa um usuário", {
    response: { 200: okAnswer },
    errors: [...recordErrors, "SELF_DEACTIVATION"],
  }),
  confirmEmail: users.onItem("POST", "/confirm-email", "Confirma o e-mail de um usuário (Super Administrador)", {
    response: { 200: okAnswer },
    errors: ["NOT_FOUND"],
  }),
};
