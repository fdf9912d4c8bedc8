import { Send } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function SendTestButton({ sending }: { sending: boolean }) {
  return (
    <Button icon={Send} type="submit" loading={sending}>
      Enviar teste
    </Button>
  );
}
