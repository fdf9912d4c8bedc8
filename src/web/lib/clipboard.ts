import { toast } from "sonner";

/** Copies text to the clipboard with a toast either way (the browser may refuse: then the user copies by hand). */
export async function copyWithToast(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error("Não foi possível copiar. Selecione e copie manualmente.");
  }
}
