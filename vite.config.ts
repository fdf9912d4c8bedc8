import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { inlineEntryCss } from "./scripts/inline-css";
import { pageChunk } from "./scripts/page-chunk";
import { precompress } from "./scripts/precompress";
import { routeHtml } from "./scripts/route-html";

// react-router's package exports point at its development build (dev warnings included) for every
// bundler; the production build beside it is the same code without them.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: "src/web",
  // src/web/public: files served as they are (robots.txt).
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryCss(),
    // The two pages a visitor lands on first, with their code preloaded (scripts/route-html.ts).
    routeHtml({
      // Served for / too: a visitor there sees the login page (app/home-route.tsx).
      login: {
        modules: ["src/web/features/auth/login-page.tsx"],
        // The session check the login page waits for (web/lib/session.ts; api() sends credentials).
        head: '<link rel="preload" as="fetch" href="/api/session" crossorigin="use-credentials">',
      },
      // The landing also waits for the query layout (app/query-layout.tsx) that wraps it. Its HTML
      // carries the page itself, drawn before the JavaScript arrives (decision 0038).
      landing: {
        modules: ["src/web/features/landing/landing-page.tsx", "src/web/app/query-layout.tsx"],
        prerender: fileURLToPath(new URL("./src/web/features/landing/prerender.tsx", import.meta.url)),
      },
    }),
    precompress(),
  ],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: routerProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerProduction("dom-export.mjs") },
          ]
        : [],
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // Every browser we support preloads modules natively; the polyfill only weighed on the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The query library in a chunk of its own rather than merged with whatever shared module sits
            // beside it (it was bundled with domain/shared/list.ts, so the landing page loaded Zod to get useQuery).
            { name: "react-query", test: /@tanstack[\\/]/ },
            // The login page (what a visitor of / and /login sees) in one chunk, not 13 (decision 0030).
            {
              name: pageChunk({
                entry: "src/web/main.tsx",
                page: "src/web/features/auth/login-page.tsx",
                name: "login-page",
              }),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false }, "/dev": "http://localhost:3000" },
  },
}));
