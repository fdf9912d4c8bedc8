import { GitBranch, Repeat } from "lucide-react";
import { useMemo, useState } from "react";
import { type Control, useWatch } from "react-hook-form";
import { templateLogicIssues } from "../../../domain/templates/scope";
import { parseSections, sectionsOf } from "../../../domain/templates/sections";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import { readVariables, VARIABLE_TYPE_LABELS } from "../../../domain/templates/variables";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/form-field";
import { ConditionDialog, repeatBlock, repeatTableRow } from "./condition-dialog";
import { InsertBlockDialog } from "./insert-block-dialog";

/**
 * The editor's actions for conditional sections and repeating blocks (issue 24), and the list of
 * what each condition and block uses, read from the body as it is typed.
 */
export function LogicToolbar({
  control,
  onAppend,
}: {
  control: Control<TemplateFormInput>;
  onAppend: (html: string) => void;
}) {
  const content = useWatch({ control, name: "templateContent" }) ?? "";
  const raw = useWatch({ control, name: "variablesSchema" });
  const variables = useMemo(() => readVariables(raw ?? []), [raw]);
  const lists = variables.filter((v) => v.type === "list" && v.key.trim());
  const [conditionOpen, setConditionOpen] = useState(false);
  const [repeatOpen, setRepeatOpen] = useState(false);
  const [listKey, setListKey] = useState("");
  const [asTable, setAsTable] = useState(false);
  const list = lists.find((l) => l.key === listKey) ?? lists[0];
  const problems = useMemo(() => templateLogicIssues(content, variables), [content, variables]);
  const uses = useMemo(() => {
    const byKey = new Map(variables.map((v) => [v.key, v]));
    return sectionsOf(parseSections(content).nodes).map(({ node }) => {
      const key = (node.kind === "each" ? node.key : node.condition.key).split(".")[0] ?? "";
      const v = byKey.get(key);
      return {
        marker: node.marker,
        uses: v ? `${v.label || v.key} (${VARIABLE_TYPE_LABELS[v.type]})` : `"${key}" (não existe)`,
      };
    });
  }, [content, variables]);

  return (
    <div className="mb-3">
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Condições e repetições">
        <Button variant="secondary" icon={GitBranch} onClick={() => setConditionOpen(true)}>
          Inserir condição
        </Button>
        <Button variant="secondary" icon={Repeat} onClick={() => setRepeatOpen(true)}>
          Inserir repetição
        </Button>
      </div>
      {uses.length > 0 && (
        <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-medium text-slate-800">Condições e repetições do conteúdo</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {uses.map((u, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same marker may appear twice
              <li key={i} className="break-words">
                <code className="rounded bg-white px-1 text-xs">{u.marker}</code> usa {u.uses}
              </li>
            ))}
          </ul>
        </div>
      )}
      {problems.length > 0 && (
        <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Ajuste antes de salvar:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {problems.map((p) => (
              <li key={p} className="break-words">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConditionDialog open={conditionOpen} onOpenChange={setConditionOpen} variables={variables} onInsert={onAppend} />
      <InsertBlockDialog
        open={repeatOpen}
        onOpenChange={setRepeatOpen}
        title="Inserir repetição"
        description="O trecho se repete para cada item da lista."
        missing={
          lists.length === 0
            ? "Crie uma variável do tipo “Lista”, com seus campos, antes de inserir uma repetição."
            : null
        }
        canInsert={list !== undefined}
        onInsert={() => {
          const fields = list?.fields ?? [];
          if (list)
            onAppend(
              asTable
                ? repeatTableRow(list.key, fields)
                : repeatBlock(
                    list.key,
                    fields.map((f) => f.key),
                  ),
            );
          setRepeatOpen(false);
        }}
      >
        <SelectField label="Lista" value={list?.key ?? ""} onChange={(e) => setListKey(e.target.value)}>
          {lists.map((l) => (
            <option key={l.key} value={l.key}>
              {l.label || l.key}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Formato"
          value={asTable ? "table" : "paragraphs"}
          onChange={(e) => setAsTable(e.target.value === "table")}
        >
          <option value="paragraphs">Um parágrafo por item</option>
          <option value="table">Uma linha de tabela por item</option>
        </SelectField>
      </InsertBlockDialog>
    </div>
  );
}
