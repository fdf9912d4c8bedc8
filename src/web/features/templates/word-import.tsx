import { useMutation, useQuery } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { DOCX_MAX_BYTES, type DocxAnalysis, WORD_MESSAGES } from "../../../domain/word/word";
import { Alert } from "../../components/ui/alert";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ApiError } from "../../lib/api";
import { analyzeDocx, templateOptionsQuery, useImportTemplate } from "./api";
import { TemplateFormView } from "./template-form-view";

/** What the analysis found that the author should read before saving: parts left out, odd placeholders. */
function AnalysisNotes({ analysis }: { analysis: DocxAnalysis }) {
  return (
    <div className="mb-6 space-y-3">
      <Alert tone="success">
        {`Arquivo lido: ${analysis.paragraphs} parágrafos, ${analysis.variables.length} variáveis propostas. Revise os tipos e os rótulos abaixo antes de salvar.`}
      </Alert>
      {analysis.dropped.length > 0 && (
        <Alert tone="warning">
          <strong>Não foi trazido para o editor:</strong>
          <ul className="mt-1 list-disc pl-5">
            {analysis.dropped.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Alert>
      )}
      {analysis.issues.length > 0 && (
        <Alert tone="warning">
          <strong>Marcadores para conferir:</strong>
          <ul className="mt-1 list-disc pl-5">
            {analysis.issues.map((i) => (
              <li key={`${i.paragraph}-${i.message}`}>{`Parágrafo ${i.paragraph}: ${i.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}

/**
 * /admin/templates/import: choose a .docx, read what the server proposes (body, variables, what was
 * left out), review it in the ordinary template form and save it with the original file.
 */
export function WordImportScreen() {
  const navigate = useNavigate();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const options = useQuery(templateOptionsQuery);
  const analysis = useMutation({ mutationFn: analyzeDocx });
  const save = useImportTemplate(file);
  const toList = () => void navigate("/admin/templates");

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    if (picked.size > DOCX_MAX_BYTES) {
      analysis.reset();
      return;
    }
    analysis.mutate(picked);
  };
  const tooLarge = file !== null && file.size > DOCX_MAX_BYTES;
  const error =
    analysis.error instanceof ApiError ? analysis.error.message : analysis.error ? WORD_MESSAGES.importError : null;

  return (
    <div>
      <PageHeader title="Importar modelo do Word" onBack={toList} />
      <div className="mb-6 rounded-lg border border-gray-200 bg-white p-4">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
          Arquivo .docx (até 10 MB)
        </label>
        <p className="mb-2 text-sm text-gray-600">
          {"Use {{variavel}} no texto; condições e listas como {{#se …}} e {{#cada …}} também são lidas."}
        </p>
        <div className="flex items-center gap-2">
          <FileUp aria-hidden="true" className="size-5 text-gray-500" />
          <input
            id={inputId}
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => choose(e.target.files?.[0])}
            className="text-sm"
          />
        </div>
        {tooLarge && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {WORD_MESSAGES.tooLarge}
          </p>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        {analysis.isPending && <ListLoading label="Lendo o arquivo..." />}
      </div>
      {analysis.data &&
        (options.isPending ? (
          <ListLoading label="Carregando categorias..." />
        ) : options.isError ? (
          <QueryError query={options} message={TEMPLATE_MESSAGES.categoriesError} />
        ) : (
          <>
            <AnalysisNotes analysis={analysis.data} />
            <TemplateFormView
              key={`${file?.name}-${file?.lastModified}`}
              draft={{ templateContent: analysis.data.templateContent, variablesSchema: analysis.data.variables }}
              saveWith={save.mutateAsync}
              options={options.data}
              onDone={toList}
            />
          </>
        ))}
    </div>
  );
}
