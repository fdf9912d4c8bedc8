import { Toaster as SonnerToaster } from "sonner";

/** The toast area (sonner), a chunk of its own loaded beside the first page (providers.tsx). */
export default function Toaster() {
  return <SonnerToaster richColors position="bottom-right" closeButton />;
}
