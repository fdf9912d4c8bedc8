/**
 * The product's texts as the specification writes them, copied literally from
 * /work/shared/spec/*.md (issue 31, bug 4). Tests compare API answers with THIS table, never with the
 * constant the server uses, so rewording a message in src/ fails a test until the spec says so too.
 * Each entry names where the text stands; keep them byte for byte (accents, final period or not).
 */
export const SPEC_TEXTS = {
  // Spec 3 §5 "Document form" (invalid values).
  cpfInvalid: "CPF inválido",
  cnpjInvalid: "CNPJ inválido",
  emailInvalid: "E-mail inválido",
  phoneInvalid: "Telefone inválido",
  // Spec 3 §2 "Document detail" (not-found state).
  documentNotFound: "Documento não encontrado",
  // Spec 3 §5 "Signature form" (preconditions on load).
  onlyFinalizedForSignature: "Apenas documentos finalizados podem ser enviados para assinatura",
  signatureActiveExists: "Este documento já possui uma solicitação de assinatura ativa",
  // Spec 1 §5 (category form) and §8 (error catalogue).
  categoryNameRequired: "Nome da categoria é obrigatório",
  categoryDuplicate: "Já existe uma categoria com este nome",
  categoryInUse: "Não é possível excluir esta categoria pois existem modelos de documentos associados a ela.",
} as const;

/**
 * Texts the spec does not word but the product pins (decision recorded in docs/): a change to them is
 * a product decision, so it must change this table too.
 */
export const PRODUCT_TEXTS = {
  onlyDraftsEditable: "Apenas rascunhos podem ser editados. Um documento finalizado não pode ser alterado.",
} as const;
