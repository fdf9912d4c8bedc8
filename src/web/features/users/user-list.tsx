import { useQuery } from "@tanstack/react-query";
import { MailCheck, UserX } from "lucide-react";
import { toast } from "sonner";
import { isSuperAdmin, ROLE_DEFINITIONS, type RoleSlug } from "../../../domain/auth/permissions";
import type { SessionView } from "../../../domain/auth/session";
import { formatDate } from "../../../domain/shared/format";
import { USER_MESSAGES, type UserListItem, userStatusLabel } from "../../../domain/users/users";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, EditRowAction, NameCell, RowAction } from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { Pill } from "../../components/ui/pill";
import { FilterSelect, ListFilters } from "../../components/ui/search-field";
import type { ListState } from "../../components/ui/use-list-state";
import { ApiError, clientErrorMessage } from "../../lib/api";
import { useConfirmEmail, useDeactivateUser, usersListQuery } from "./api";

export interface UserListProps {
  session: SessionView;
  state: ListState<{ role: RoleSlug | "" }>;
  onEdit: (user: UserListItem) => void;
  log: (line: string) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : "Erro desconhecido");

const LIST_TEXTS: ListTexts = {
  items: "usuários",
  caption: "Usuários",
  error: (err) => `${USER_MESSAGES.loadError}${errorText(err)}`,
  empty: { title: "Nenhum usuário encontrado", filteredHint: "Ajuste ou limpe os filtros para ver mais usuários." },
};

/** The user list of spec 1 §2.7: search by name, role filter, clear, 10 per page, actions. */
export function UserList({ session, state, onEdit, log }: UserListProps) {
  const list = useQuery(usersListQuery(state.query));
  const deactivate = useDeactivateUser();
  const confirmDeactivate = useConfirm<UserListItem>(deactivate, {
    run: (u) => {
      log(`Desativando ${u.email}`);
      return deactivate.mutateAsync(u.userId);
    },
    done: (u) => {
      toast.success("Usuário desativado com sucesso");
      log(`Usuário ${u.email} desativado`);
    },
    failed: (err) => log(`Erro ao desativar: ${errorText(err)}`),
  });
  const toDeactivate = confirmDeactivate.target;
  const confirmEmail = useConfirmEmail();
  const superAdmin = isSuperAdmin(session);
  const roleChoices = [
    { value: "" as const, label: "Todos os papéis" },
    ...ROLE_DEFINITIONS.filter((r) => superAdmin || r.slug !== "super_admin").map((r) => ({
      value: r.slug,
      label: r.name,
    })),
  ];

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
        <NameCell name={u.fullName} detail={u.email}>
          {!u.emailVerified && <p className="text-xs text-amber-700">E-mail não confirmado</p>}
        </NameCell>
      ),
    },
    { header: "Papel", cell: (u) => u.role?.name ?? "Sem papel" },
    { header: "Conta corporativa", cell: (u) => u.corporateAccount?.name ?? "Nenhuma" },
    { header: "Criado em", cell: (u) => formatDate(u.createdAt) },
    {
      header: "Status",
      cell: (u) => (
        <Pill tone={u.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}>
          {userStatusLabel(u.isActive)}
        </Pill>
      ),
    },
    actionsColumn(
      (u) => (
        <>
          {superAdmin && !u.emailVerified && (
            <RowAction
              label={`Confirmar e-mail de ${u.fullName}`}
              icon={MailCheck}
              onClick={() => void runConfirmEmail(u)}
            />
          )}
          <EditRowAction name={u.fullName} onClick={() => onEdit(u)} />
          <RowAction
            label={`Desativar ${u.fullName}`}
            tone="danger"
            disabled={!u.isActive || u.userId === session.user.id}
            icon={UserX}
            onClick={() => confirmDeactivate.ask(u)}
          />
        </>
      ),
      "w-32 text-right",
    ),
  ];

  return (
    <section aria-label="Lista de usuários">
      <ListFilters state={state} searchLabel="Buscar por nome" placeholder="Digite um nome">
        <FilterSelect state={state} name="role" label="Filtrar por papel" className="min-w-48" choices={roleChoices} />
      </ListFilters>

      <AdminListResults
        query={list}
        texts={LIST_TEXTS}
        columns={columns}
        rowKey={(u) => u.userId}
        paging={state}
        clearable
      />

      <ConfirmDialog
        {...confirmDeactivate.dialog}
        title="Desativar usuário"
        description={
          toDeactivate
            ? `Desativar ${toDeactivate.fullName} (${toDeactivate.email})? O usuário perde o acesso imediatamente; você pode reativá-lo editando o cadastro.`
            : ""
        }
        confirmLabel="Desativar"
        error={deactivate.isError ? clientErrorMessage(deactivate.error, USER_MESSAGES.deactivateError) : null}
      />
    </section>
  );
}
