import type { BrandingForm } from "../../../domain/branding/branding";
import { brandingContracts as c } from "../../../domain/branding/contract";
import type { CustomHostForm } from "../../../domain/branding/custom-host";
import { call, sendBytes } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";

/** Keys start with "branding": a save reads the settings and the shell's look again. */
export const brandingKeys = {
  all: ["branding"] as const,
  screen: ["branding", "screen"] as const,
  current: ["branding", "current"] as const,
};

export const brandingScreenQuery = contractQuery(brandingKeys.screen, c.get, {}, { retry: false });
/** The look of the app shell: the account's while its plan has "Marca personalizada", else the platform's. */
export const currentBrandQuery = contractQuery(
  brandingKeys.current,
  c.current,
  {},
  { retry: false, staleTime: 60_000 },
);

export const useSaveBranding = () =>
  useInvalidatingMutation(brandingKeys.all, (body: BrandingForm) => call(c.save, { body }));

export const uploadLogo = (file: Blob) => sendBytes(c.uploadLogo, file);

/** White label's own host name (decision 0043): the card below the branding form. */
export const customHostQuery = contractQuery(["branding", "host"] as const, c.host, {}, { retry: false });
export const useSaveCustomHost = () =>
  useInvalidatingMutation(brandingKeys.all, (body: CustomHostForm) => call(c.saveHost, { body }));
export const useVerifyCustomHost = () => useInvalidatingMutation(brandingKeys.all, () => call(c.verifyHost, {}));
export const useRemoveCustomHost = () => useInvalidatingMutation(brandingKeys.all, () => call(c.removeHost, {}));
