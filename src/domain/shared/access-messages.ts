/**
 * The screens' own denial texts (spec 1 §2.7, §2.8, §6; spec 2 §2.2, §2.4–§2.7, §2.10). Zod-free so the
 * app shell's route table can use them; the feature *_MESSAGES constants point here.
 */
export const ACCESS_DENIED_MESSAGES = {
  users: "Você não tem permissão para gerenciar usuários.",
  categories: "Apenas Super Administradores podem gerenciar categorias.",
  templates: "Você não tem permissão para gerenciar modelos de documentos.",
  plans: "Apenas Super Administradores podem gerenciar planos de assinatura.",
  planForm: "Apenas Super Administradores podem gerenciar planos.",
  accounts: "Apenas Super Administradores podem gerenciar contas corporativas.",
  accountForm: "Apenas Super Administradores podem criar/editar contas corporativas.",
  systemSettings: "Apenas Super Administradores podem gerenciar configurações do sistema.",
} as const;
