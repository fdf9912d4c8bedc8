import type { Plugin } from "vite";

/**
 * Vite plugin: for a few pages, a copy of index.html that also modulepreloads the page's own chunks
 * (`dist/web/<name>.html`, served by the SPA fallback for `/<name>`). The browser then fetches the
 * page's code beside the entry instead of after it has run: one round trip less before the page
 * paints. Every other path gets index.html as before.
 */
export function routeHtml(pages: Record<string, { modules: string[]; head?: string }>): Plugin {
  return {
    name: "minuta-route-html",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") return;
        const html = String(index.source);
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const closure = (files: string[], seen = new Set<string>()) => {
          for (const file of files) {
            const chunk = bundle[file];
            if (seen.has(file) || chunk?.type !== "chunk") continue;
            seen.add(file);
            closure(chunk.imports, seen);
          }
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        for (const [name, { modules, head = "" }] of Object.entries(pages)) {
          // The chunk holding each module (its facade, or a code-splitting group such as login-page).
          const holds = (c: (typeof chunks)[number], m: string) =>
            [c.facadeModuleId, ...c.moduleIds].some((id) => id?.replaceAll("\\", "/").endsWith(m));
          const own = modules.flatMap((m) => chunks.filter((c) => holds(c, m)).map((c) => c.fileName));
          if (own.length !== modules.length)
            this.error(`route-html: chunks of ${name} not found (${modules.join(", ")})`);
          const files = [...closure(own)].filter((f) => !entry.has(f));
          const links = [head, ...files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)]
            .filter(Boolean)
            .join("\n    ");
          this.emitFile({
            type: "asset",
            fileName: `${name}.html`,
            source: html.replace("</head>", `  ${links}\n  </head>`),
          });
        }
      },
    },
  };
}
