import { SIGNATURE_STATUS_LABELS } from "../../../domain/documents/documents";
import { formatDateTime } from "../../../domain/shared/format";
import { AUTH_METHOD_LABELS, type SignerView } from "../../../domain/signatures/signatures";
import { SummaryTable } from "../../components/ui/summary-table";

const COLUMNS = ["Ordem", "Nome", "E-mail", "Autenticação", "Status", "Assinado em"] as const;

/** One signer's figures, in the order of COLUMNS. */
function cellsOf(r: SignerView) {
  return [
    r.orderSequence,
    r.signerName,
    r.signerEmail,
    AUTH_METHOD_LABELS[r.authenticationMethod],
    <>
      {SIGNATURE_STATUS_LABELS[r.status]}
      {r.declineReason && <span className="block text-xs text-red-700">Motivo: {r.declineReason}</span>}
    </>,
    r.signedAt ? formatDateTime(r.signedAt) : "—",
  ];
}

/**
 * The signers of a request: a table from the sm breakpoint, one card per signer below it, so a
 * phone (390 px) never scrolls the page sideways (issue 21). Only one of the two is displayed.
 */
export function SignersList({ recipients }: { recipients: SignerView[] }) {
  return (
    <>
      <ol aria-label="Signatários" className="mt-4 grid gap-2 sm:hidden">
        {recipients.map((r) => (
          <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {cellsOf(r).map((value, i) => (
                <div key={COLUMNS[i]} className="contents">
                  <dt className="text-xs text-slate-600">{COLUMNS[i]}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <SummaryTable
        className="mt-4 hidden sm:block"
        caption="Signatários"
        headers={COLUMNS}
        rows={recipients.map((r) => ({ key: r.id, cells: cellsOf(r) }))}
        emptyText=""
      />
    </>
  );
}
