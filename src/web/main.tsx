import "../domain/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createQueryClient, Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root ausente");

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
