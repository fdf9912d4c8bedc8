import { retentionContracts as c } from "../../../domain/retention/contract";
import type { RetentionSettings } from "../../../domain/retention/retention";
import { call } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";

export const retentionKeys = { all: ["retention"] as const };

export const retentionScreenQuery = contractQuery(retentionKeys.all, c.get, {}, { retry: false });

export const useSaveRetention = () =>
  useInvalidatingMutation(retentionKeys.all, (body: RetentionSettings) => call(c.save, { body }));
