import { Eye, type LucideIcon, Pencil, Star, Trash2 } from "lucide-react";
import {
  HEADER_FOOTER_TYPE_LABELS,
  type HeaderFooterItem,
  LAYOUT_LABELS,
  THUMBNAIL_HEIGHT,
} from "../../../domain/templates/templates";
import { Button } from "../../components/ui/button";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";

/** One header/footer template as a card (spec 2 §2.3). */
export function HeaderFooterCard({
  item,
  onPreview,
  onSetDefault,
  onEdit,
  onDelete,
  settingDefault,
}: {
  item: HeaderFooterItem;
  onPreview: () => void;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
  settingDefault: boolean;
}) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{item.name}</h3>
        <div className="flex flex-wrap gap-1">
          {item.isDefault && <span className={`${badge} bg-green-100 text-green-800`}>Padrão</span>}
          {!item.isActive && <span className={`${badge} bg-slate-200 text-slate-700`}>Inativo</span>}
          {!item.corporateAccountId && <span className={`${badge} bg-violet-100 text-violet-800`}>Global</span>}
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-600">
        {HEADER_FOOTER_TYPE_LABELS[item.type]} · {LAYOUT_LABELS[item.layoutType]}
      </p>
      <div
        className="mb-4 flex items-center justify-center rounded-md border border-dashed border-slate-200 bg-slate-50"
        style={{ height: THUMBNAIL_HEIGHT + 16 }}
      >
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={`Imagem de ${item.name}`}
            style={{ height: THUMBNAIL_HEIGHT }}
            className="w-auto max-w-full object-contain"
          />
        ) : (
          <span className="text-xs text-slate-500">Sem imagem</span>
        )}
      </div>
      {/* Two groups, so edit and delete stay together on the first row of every card. */}
      <div className="mt-auto flex items-start gap-2" data-testid="card-actions">
        <div className="flex min-w-0 flex-wrap gap-2">
          <Button
            icon={Eye}
            variant="secondary"
            className="px-3 py-1.5"
            onClick={onPreview}
            aria-label={`Preview de ${item.name}`}
          >
            Preview
          </Button>
          {item.canEdit && item.isActive && !item.isDefault && (
            <Button
              icon={Star}
              variant="secondary"
              className="px-3 py-1.5"
              onClick={onSetDefault}
              loading={settingDefault}
              aria-label={`Definir ${item.name} como padrão`}
            >
              Definir Padrão
            </Button>
          )}
        </div>
        {item.canEdit && (
          <div className="ml-auto flex shrink-0 gap-1">
            <IconAction label="Editar" icon={Pencil} name={item.name} onClick={onEdit} />
            <IconAction label="Excluir" icon={Trash2} name={item.name} onClick={onDelete} danger />
          </div>
        )}
      </div>
    </li>
  );
}

/** A card's icon-only action: its tooltip is the verb, its accessible name says which card ('Editar Timbre'). */
function IconAction({
  label,
  icon: Icon,
  name,
  onClick,
  danger = false,
}: {
  label: string;
  icon: LucideIcon;
  name: string;
  onClick: () => void;
  danger?: boolean;
}) {
  const red = danger ? " text-red-700" : "";
  return (
    <Button
      variant="ghost"
      className={`px-2 py-1.5${red}`}
      onClick={onClick}
      aria-label={`${label} ${name}`}
      title={label}
    >
      <Icon aria-hidden="true" className={`size-4${red}`} />
    </Button>
  );
}
