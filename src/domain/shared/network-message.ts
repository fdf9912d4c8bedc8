/**
 * What any request says when the server cannot be reached. A module of its own because the web's
 * entry needs only this text, not the whole auth catalogue (auth-messages.ts).
 */
export const NETWORK_ERROR_MESSAGE = "Erro de conexão. Verifique sua internet e tente novamente.";
