import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Path } from "react-hook-form";
import { isSuperAdmin, type RoleSlug } from "../../../domain/auth/permissions";
import type { SessionView } from "../../../domain/auth/session";
import {
  type CreateUserData,
  createUserSchema,
  type UpdateUserData,
  USER_MESSAGES,
  type UserListItem,
  updateUserSchema,
} from "../../../domain/users/users";
import { Alert } from "../../components/ui/alert";
import { FormActions } from "../../components/ui/form-actions";
import { CheckboxField, InputField, NamedOptions, SelectField } from "../../components/ui/form-field";
import { ListError, ListLoading } from "../../components/ui/list-states";
import { PhoneField } from "../../components/ui/phone-field";
import { ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { accountOptionsQuery, createUserErrorMessage, roleOptionsQuery, useCreateUser, useUpdateUser } from "./api";

interface FormValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: RoleSlug | "";
  corporateAccountId: string;
  isActive: boolean;
  sendConfirmationEmail: boolean;
}

const FIELDS: ReadonlyArray<Path<FormValues>> = [
  "fullName",
  "email",
  "phone",
  "password",
  "confirmPassword",
  "role",
  "corporateAccountId",
  "isActive",
];

export interface UserFormProps {
  session: SessionView;
  /** The user being edited; absent in create mode. */
  user?: UserListItem;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** The page's debug log. */
  log: (line: string) => void;
}

/** Create and edit form of spec 1 §2.7/§5, validated by the same Zod schema as the server. */
export function UserForm({ session, user, onSaved, onCancel, log }: UserFormProps) {
  const editing = Boolean(user);
  const superAdmin = isSuperAdmin(session);
  const ownAccount = session.corporateAccount;
  const [saveError, setSaveError] = useState<string | null>(null);
  const roles = useQuery(roleOptionsQuery);
  const accounts = useQuery({ ...accountOptionsQuery, enabled: superAdmin });
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  const schema = editing ? updateUserSchema : createUserSchema;
  const {
    register,
    field,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<FormValues>(schema, {
    defaultValues: {
      fullName: user?.fullName ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      password: "",
      confirmPassword: "",
      role: user?.role?.slug ?? "",
      corporateAccountId: (superAdmin ? user?.corporateAccount?.id : ownAccount?.id) ?? "",
      isActive: user?.isActive ?? true,
      sendConfirmationEmail: false,
    },
  });
  const role = watch("role");

  const onSubmit = handleSubmit(async (raw) => {
    setSaveError(null);
    const values = raw as unknown as CreateUserData & UpdateUserData;
    const body = { ...values, corporateAccountId: values.role === "super_admin" ? null : values.corporateAccountId };
    log(`${editing ? "Atualizando" : "Criando"} usuário ${values.email} (papel ${values.role})`);
    try {
      if (user) {
        await updateUser.mutateAsync({ userId: user.userId, body });
        log("Usuário atualizado com sucesso");
        onSaved("Usuário atualizado com sucesso!");
      } else {
        const created = await createUser.mutateAsync(body);
        log(`Usuário criado: ${created.user.id} (e-mail confirmado: ${created.user.email_confirmed ? "sim" : "não"})`);
        onSaved(
          created.user.email_confirmed
            ? "Usuário criado com sucesso!"
            : "Usuário criado! Enviamos um e-mail de confirmação para o endereço informado.",
        );
      }
    } catch (err) {
      const message = createUserErrorMessage(err);
      log(`Erro: ${err instanceof ApiError ? `${err.status} ${err.code} ` : ""}${message}`);
      showServerFieldErrors(err, setError, FIELDS);
      setSaveError(message);
    }
  });

  if (roles.isPending || (superAdmin && accounts.isPending)) return <ListLoading label="Carregando formulário..." />;
  if (roles.isError) return <ListError message={USER_MESSAGES.rolesError} onRetry={() => void roles.refetch()} />;
  if (superAdmin && accounts.isError) {
    return <ListError message="Erro ao carregar contas corporativas." onRetry={() => void accounts.refetch()} />;
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? "Editar usuário" : "Novo usuário"}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="mb-4 text-lg font-semibold">{editing ? "Editar usuário" : "Novo usuário"}</h2>
      {saveError && (
        <div className="mb-4">
          <Alert tone="error">{saveError}</Alert>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Nome completo" requiredMark autoComplete="off" {...field("fullName")} />
        <InputField label="E-mail" type="email" requiredMark autoComplete="off" {...field("email")} />
        <PhoneField label="Telefone" {...field("phone")} />
        <div className="hidden sm:block" />
        <InputField
          label="Senha"
          type="password"
          autoComplete="new-password"
          requiredMark={!editing}
          hint={editing ? "Deixe em branco para manter a senha atual" : "Mínimo de 6 caracteres"}
          {...field("password")}
        />
        <InputField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          requiredMark={!editing}
          {...field("confirmPassword")}
        />
        <SelectField label="Papel" requiredMark {...field("role")}>
          <option value="">Selecione um papel</option>
          {roles.data.map((r) => (
            <option key={r.id} value={r.slug}>
              {r.name}
            </option>
          ))}
        </SelectField>
        {role === "super_admin" ? (
          <p className="self-end pb-2 text-sm text-slate-600">
            Super Administradores não pertencem a uma conta corporativa.
          </p>
        ) : superAdmin ? (
          <SelectField label="Conta corporativa" requiredMark {...field("corporateAccountId")}>
            <option value="">Selecione uma conta</option>
            <NamedOptions items={accounts.data ?? []} />
          </SelectField>
        ) : (
          <InputField
            label="Conta corporativa"
            value={ownAccount?.name ?? "Nenhuma"}
            readOnly
            hint="Usuários são criados na sua conta corporativa"
            error={errors.corporateAccountId?.message}
          />
        )}
        {editing ? (
          <CheckboxField label="Usuário ativo" {...field("isActive")} />
        ) : (
          <CheckboxField
            label="Enviar e-mail de confirmação (o usuário só entra depois de confirmar)"
            {...register("sendConfirmationEmail")}
          />
        )}
      </div>
      <FormActions
        onCancel={onCancel}
        saving={isSubmitting}
        lockCancel
        label={editing ? "Salvar alterações" : "Criar usuário"}
        className="mt-6"
      />
    </form>
  );
}
