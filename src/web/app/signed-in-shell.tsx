import { lazy, Suspense } from "react";
import { AppLayout } from "./app-layout";
import { QueryProvider } from "./query-layout";

// Only signed-in pages toast; the toast area (sonner) loads beside the first of them.
const Toaster = lazy(() => import("./toaster"));

/** What a signed-in visit adds around its pages (app/signed-in-area.tsx loads it). */
export default function SignedInShell() {
  return (
    <QueryProvider>
      <AppLayout />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryProvider>
  );
}
