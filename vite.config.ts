import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

// react-router's package exports point at its development build (dev warnings included) for every
// bundler; the production build beside it is the same code without them.
const routerProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: "src/web",
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: routerProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: routerProduction("dom-export.mjs") },
          ]
        : [],
  },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false }, "/dev": "http://localhost:3000" },
  },
}));
