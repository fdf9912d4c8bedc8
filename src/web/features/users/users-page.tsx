import { useQuery } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { RoleSlug } from "../../../domain/auth/permissions";
import type { UserListItem } from "../../../domain/users/users";
import { Button } from "../../components/ui/button";
import { DebugLogPanel, useDebugLog } from "../../components/ui/debug-log";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SuccessScreen } from "../../components/ui/success-screen";
import { useListState } from "../../components/ui/use-list-state";
import { useSession } from "../../lib/session";
import { userQuery } from "./api";
import { UserForm } from "./user-form";
import { UserList } from "./user-list";

type Mode =
  | { kind: "list" }
  | { kind: "create" }
  | { kind: "edit"; userId: string }
  | { kind: "success"; message: string };

/** /admin/users (spec 1 §2.7): one page with list, create and edit modes. */
export default function UsersPage() {
  const state = useSession();
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const listState = useListState<{ role: RoleSlug | "" }>({ role: "" });
  const debug = useDebugLog();
  if (state.status !== "signed-in") return null;
  const session = state.session;
  const toList = () => setMode({ kind: "list" });

  return (
    <div>
      <PageHeader
        title="Gerenciamento de Usuários"
        description={
          session.corporateAccount && !session.roles.some((r) => r.slug === "super_admin")
            ? `Usuários da conta ${session.corporateAccount.name}`
            : "Usuários de todas as contas corporativas"
        }
        onBack={mode.kind === "list" ? undefined : toList}
        actions={
          mode.kind === "list" ? (
            <Button icon={UserPlus} onClick={() => setMode({ kind: "create" })}>
              Novo usuário
            </Button>
          ) : undefined
        }
      />
      {mode.kind === "list" && (
        <UserList
          session={session}
          state={listState}
          log={debug.log}
          onEdit={(u: UserListItem) => setMode({ kind: "edit", userId: u.userId })}
        />
      )}
      {mode.kind === "create" && (
        <UserForm
          session={session}
          log={debug.log}
          onCancel={toList}
          onSaved={(message) => setMode({ kind: "success", message })}
        />
      )}
      {mode.kind === "edit" && (
        <EditUser
          userId={mode.userId}
          render={(user) => (
            <UserForm
              session={session}
              user={user}
              log={debug.log}
              onCancel={toList}
              onSaved={(message) => setMode({ kind: "success", message })}
            />
          )}
        />
      )}
      {mode.kind === "success" && <SuccessScreen title={mode.message} onDone={toList} />}
      <DebugLogPanel lines={debug.lines} onClear={debug.clear} />
    </div>
  );
}

/** Loads the user being edited (fresh from the server) before showing the form. */
function EditUser({ userId, render }: { userId: string; render: (user: UserListItem) => ReactNode }) {
  const user = useQuery({ ...userQuery(userId), staleTime: 0 });
  if (user.isPending) return <ListLoading label="Carregando usuário..." />;
  if (user.isError) {
    return <QueryError query={user} message={`Erro ao carregar usuário: ${user.error.message}`} />;
  }
  return <>{render(user.data)}</>;
}
