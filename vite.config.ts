import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";

export default defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false }, "/dev": "http://localhost:3000" },
  },
});
