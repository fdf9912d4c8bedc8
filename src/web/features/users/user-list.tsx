import { useQuery } from "@tanstack/react-query";
import { MailCheck, Pencil, UserX, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatDate } from "../../../domain/format";
import { isSuperAdmin, ROLE_DEFINITIONS, type RoleSlug } from "../../../domain/permissions";
import type { SessionView } from "../../../domain/session";
import { USER_MESSAGES, type UserListItem, userStatusLabel } from "../../../domain/users";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type Column, DataTable, RowAction } from "../../components/ui/data-table";
import { SelectField } from "../../components/ui/form-field";
import { ListEmpty, ListError, ListLoading } from "../../components/ui/list-states";
import { Pager } from "../../components/ui/pager";
import { SearchField } from "../../components/ui/search-field";
import type { ListState } from "../../components/ui/use-list-state";
import { ApiError } from "../../lib/api";
import { useConfirmEmail, useDeactivateUser, usersListQuery } from "./api";

export interface UserListProps {
  session: SessionView;
  state: ListState<{ role: RoleSlug | "" }>;
  onEdit: (user: UserListItem) => void;
  log: (line: string) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : "Erro desconhecido");

/** The user list of spec 1 §2.7: search by name, role filter, clear, 10 per page, actions. */
export function UserList({ session, state, onEdit, log }: UserListProps) {
  const list = useQuery(usersListQuery({ page: state.page, search: state.search, role: state.filters.role }));
  const [toDeactivate, setToDeactivate] = useState<UserListItem | null>(null);
  const deactivate = useDeactivateUser();
  const confirmEmail = useConfirmEmail();
  const superAdmin = isSuperAdmin(session);
  const roleChoices = ROLE_DEFINITIONS.filter((r) => superAdmin || r.slug !== "super_admin");
  const filtered = state.isFiltered;
  const clear = state.clear;

  const runDeactivate = async () => {
    if (!toDeactivate) return;
    log(`Desativando ${toDeactivate.email}`);
    try {
      await deactivate.mutateAsync(toDeactivate.userId);
      toast.success("Usuário desativado com sucesso");
      log(`Usuário ${toDeactivate.email} desativado`);
      setToDeactivate(null);
    } catch (err) {
      log(`Erro ao desativar: ${errorText(err)}`);
    }
  };

  const runConfirmEmail = async (user: UserListItem) => {
    log(`Confirmando e-mail de ${user.email}`);
    try {
      await confirmEmail.mutateAsync(user.userId);
      toast.success(`E-mail de ${user.email} confirmado`);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : "Erro ao confirmar e-mail. Tente novamente.");
      log(`Erro ao confirmar e-mail: ${errorText(err)}`);
    }
  };

  const columns: Column<UserListItem>[] = [
    {
      header: "Usuário",
      cell: (u) => (
        <div>
          <p className="font-medium text-slate-900">{u.fullName}</p>
          <p className="text-xs text-slate-600">{u.email}</p>
          {!u.emailVerified && <p className="text-xs text-amber-700">E-mail não confirmado</p>}
        </div>
      ),
    },
    { header: "Papel", cell: (u) => u.role?.name ?? "Sem papel" },
    { header: "Conta corporativa", cell: (u) => u.corporateAccount?.name ?? "Nenhuma" },
    { header: "Criado em", cell: (u) => formatDate(u.createdAt) },
    {
      header: "Status",
      cell: (u) => (
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
            u.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"
          }`}
        >
          {userStatusLabel(u.isActive)}
        </span>
      ),
    },
    {
      header: "Ações",
      hideHeader: true,
      className: "w-32 text-right",
      cell: (u) => (
        <div className="flex justify-end gap-1">
          {superAdmin && !u.emailVerified && (
            <RowAction label={`Confirmar e-mail de ${u.fullName}`} onClick={() => void runConfirmEmail(u)}>
              <MailCheck aria-hidden="true" className="size-4" />
            </RowAction>
          )}
          <RowAction label={`Editar ${u.fullName}`} onClick={() => onEdit(u)}>
            <Pencil aria-hidden="true" className="size-4" />
          </RowAction>
          <RowAction
            label={`Desativar ${u.fullName}`}
            tone="danger"
            disabled={!u.isActive || u.userId === session.user.id}
            onClick={() => {
              deactivate.reset();
              setToDeactivate(u);
            }}
          >
            <UserX aria-hidden="true" className="size-4" />
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Lista de usuários">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchField
          label="Buscar por nome"
          value={state.searchText}
          onChange={state.setSearchText}
          placeholder="Digite um nome"
        />
        <SelectField
          label="Filtrar por papel"
          className="min-w-48"
          value={state.filters.role}
          onChange={(e) => state.setFilter("role", e.target.value as RoleSlug | "")}
        >
          <option value="">Todos os papéis</option>
          {roleChoices.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={clear} disabled={!filtered}>
          <X aria-hidden="true" className="size-4" />
          Limpar filtros
        </Button>
      </div>

      {list.isPending ? (
        <ListLoading label="Carregando usuários..." />
      ) : list.isError ? (
        <ListError
          message={`${USER_MESSAGES.loadError}${errorText(list.error)}`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <ListEmpty
          title="Nenhum usuário encontrado"
          description={filtered ? "Ajuste ou limpe os filtros para ver mais usuários." : undefined}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <DataTable
            caption="Usuários"
            columns={columns}
            rows={list.data.items}
            rowKey={(u) => u.userId}
            stale={list.isPlaceholderData}
          />
          <Pager page={state.page} total={list.data.total} onPageChange={state.setPage} label="Paginação de usuários" />
        </>
      )}

      <ConfirmDialog
        open={toDeactivate !== null}
        onOpenChange={(open) => !open && setToDeactivate(null)}
        title="Desativar usuário"
        description={
          toDeactivate
            ? `Desativar ${toDeactivate.fullName} (${toDeactivate.email})? O usuário perde o acesso imediatamente; você pode reativá-lo editando o cadastro.`
            : ""
        }
        confirmLabel="Desativar"
        onConfirm={() => void runDeactivate()}
        pending={deactivate.isPending}
        error={deactivate.isError ? USER_MESSAGES.deactivateError : null}
      />
    </section>
  );
}
