import { Send } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function SendTestButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" loading={sending}>
      {!sending && <Send aria-hidden="true" className="size-4" />}
      Enviar teste
    </Button>
  );
}
