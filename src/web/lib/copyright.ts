/** The footers' notice, with the year it is shown in (a year written in the code went stale with the calendar). */
export const copyrightNotice = (now = new Date()) => `© ${now.getFullYear()} Minuta. Todos os direitos reservados.`;
