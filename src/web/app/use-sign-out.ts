import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { signOut } from "../features/auth/api";
import { setSession } from "../lib/session";

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
    queryClient.removeQueries();
    setSession(null);
    setPending(false);
    await navigate("/", { replace: true });
  }, [queryClient, navigate]);
  return { signOut: run, pending };
}
