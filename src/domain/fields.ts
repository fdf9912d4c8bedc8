import { z } from "zod";

/**
 * A required text field as every form of the product reads it: trimmed; missing, empty or only
 * spaces answer `required`; longer than `max` answers `tooLong` (the pt-BR default of zod-config
 * when not given).
 */
export const requiredText = (required: string, max: number, tooLong?: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong ? { error: tooLong } : undefined);
