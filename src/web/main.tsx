import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadLoginPage } from "./app/pages";
import { renderOverPrerendered } from "./app/prerendered";
import { createAppRouter } from "./app/router";
import { currentSession } from "./lib/session";
import "./styles.css";

// Zod keeps its configuration on this global and reads it when a schema is built: `jitless` set here,
// before any chunk with schemas loads, means no schema ever probes `new Function` (a CSP violation under
// our script-src without 'unsafe-eval'), whichever page comes first. domain/shared/zod-config.ts sets it again
// with the Portuguese messages.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= { jitless: true };

const root = document.getElementById("root");
if (!root) throw new Error("#root ausente");

// The login page is what a visitor of / or /login most likely sees: fetch it while the session loads,
// and start the session check before React renders (login.html preloads /api/session). Public pages
// (/landing, a shared document…) never ask: they do not depend on who is signed in.
if (window.location.pathname === "/" || window.location.pathname === "/login") {
  void currentSession();
  void loadLoginPage();
}

const router = createAppRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// landing.html carries the landing's markup (scripts/route-html.ts): React takes over once its code is in.
if (root.hasAttribute("data-prerendered")) renderOverPrerendered(root, router, app);
else createRoot(root).render(app);
