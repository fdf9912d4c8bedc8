import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadLoginPage } from "./app/pages";
import { createAppRouter } from "./app/router";
import { currentSession } from "./lib/session";
import "./styles.css";

// The toast area loads beside the first page instead of inside the entry: nothing toasts before a
// page has loaded, and the pages that toast import sonner themselves.
const Toaster = lazy(() => import("./app/toaster"));

const root = document.getElementById("root");
if (!root) throw new Error("#root ausente");

// The session check starts before React renders (the login page's HTML preloads /api/me).
void currentSession();
// The login page is what a visitor of / or /login most likely sees: fetch it while the session loads.
if (window.location.pathname === "/" || window.location.pathname === "/login") void loadLoginPage();

const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  </StrictMode>,
);
