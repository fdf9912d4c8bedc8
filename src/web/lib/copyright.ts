/**
 * The footers' notice, with the year it is shown in (a year written in the code went stale with the
 * calendar). Without a year, for markup drawn at build time (the landing, decision 0038): the page adds
 * it once React has taken over, so a build served into the next year neither shows the old year nor
 * fails to hydrate.
 */
export const copyrightNotice = (year?: number) =>
  `© ${year === undefined ? "" : `${year} `}Minuta. Todos os direitos reservados.`;

export const currentYear = () => new Date().getFullYear();
