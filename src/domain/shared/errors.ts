/** The one error body every API route answers with. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field errors keyed by field path, each a Portuguese message. */
    details?: { fieldErrors?: Record<string, string> };
  };
}

export const GENERIC_SERVER_ERROR = "Erro interno do servidor";
export const GENERIC_VALIDATION_ERROR = "Dados inválidos fornecidos";
