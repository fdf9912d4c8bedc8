/** Colours that say something (outside the lazy charts chunk): done is green, failed red, waiting amber. */
export const MEANING_COLOURS = { success: "#15803d", failure: "#b91c1c", pending: "#a16207" } as const;
