import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { signOut } from "../features/auth/api";
import { SESSION_QUERY_KEY } from "./session";

/** Signs out, forgets every cached query and goes to '/' (the login page). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } catch {
      toast.error("Não foi possível sair. Tente novamente.");
      setPending(false);
      return;
    }
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    setPending(false);
    await navigate("/", { replace: true });
  }, [queryClient, navigate]);
  return { signOut: run, pending };
}
