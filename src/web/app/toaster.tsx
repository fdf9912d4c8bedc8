import { Toaster as SonnerToaster } from "sonner";

/** The toast area (sonner), a chunk of its own loaded beside the first signed-in page (signed-in-shell.tsx). */
export default function Toaster() {
  return <SonnerToaster richColors position="bottom-right" closeButton />;
}
