import type { VariableDefinition } from "../../src/domain/templates/variables";

/** A template variable labelled by its key, optional and without options unless `extra` says otherwise. */
export const variableNamed = (
  key: string,
  type: VariableDefinition["type"],
  extra: Partial<VariableDefinition> = {},
): VariableDefinition => ({ key, label: key, type, required: false, options: [], ...extra });
