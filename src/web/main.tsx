import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadLoginPage } from "./app/pages";
import { createQueryClient, Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root ausente");

// The login page is what a visitor of / or /login most likely sees: fetch it while the session loads.
if (window.location.pathname === "/" || window.location.pathname === "/login") void loadLoginPage();

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
