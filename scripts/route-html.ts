import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

interface RoutePage {
  /** The page's own modules, whose chunks are preloaded. */
  modules: string[];
  /** More tags for the head. */
  head?: string;
  /** A module (absolute path) exporting `prerender(): string`: the page's first markup, put in #root. */
  prerender?: string;
}

/**
 * Vite plugin: for a few pages, a copy of index.html that also modulepreloads the page's own chunks
 * (`dist/web/<name>.html`, served by the SPA fallback for `/<name>`). The browser then fetches the
 * page's code beside the entry instead of after it has run: one round trip less before the page
 * paints. A page with `prerender` also carries its markup, so it paints before any JavaScript runs.
 * Every other path gets index.html as before.
 */
export function routeHtml(pages: Record<string, RoutePage>): Plugin {
  const markup = new Map<string, string>();
  return {
    name: "minuta-route-html",
    apply: "build",
    enforce: "post",
    async buildStart() {
      // tsx runs the page's TSX in Node (react-dom/server), as it runs the server in development.
      const { tsImport } = await import("tsx/esm/api");
      for (const [name, { prerender }] of Object.entries(pages)) {
        if (!prerender) continue;
        const mod = (await tsImport(pathToFileURL(prerender).href, import.meta.url)) as { prerender(): string };
        markup.set(name, mod.prerender());
      }
    },
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
          let page = html.replace("</head>", `  ${links}\n  </head>`);
          const body = markup.get(name);
          if (body !== undefined) page = drawnByHtml(this, name, page, body);
          this.emitFile({ type: "asset", fileName: `${name}.html`, source: page });
        }
      },
    },
  };
}

type Context = ThisParameterType<Extract<NonNullable<Plugin["generateBundle"]>, { handler: unknown }>["handler"]>;

/**
 * A page its HTML already draws (decision 0038): the markup in #root (`data-prerendered`: web/main.tsx
 * hydrates it), and the code loaded after the first paint. The entry is started by a small script that
 * waits for the next frame, and is fetched meanwhile at low priority with the page's chunks: nothing the
 * page shows waits for them, and Lighthouse does not count them as needed for the paint.
 */
function drawnByHtml(ctx: Context, name: string, html: string, body: string): string {
  const root = /<div id="root">[\s\S]*?<\/div>/;
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = script.exec(html)?.[1];
  if (!root.test(html) || !entry) ctx.error('route-html: <div id="root"> or the entry script not found in index.html');
  // A frame, then a task: the page has been painted before the app's code runs.
  const boot = `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})));\n`;
  const fileName = `assets/${name}-boot-${createHash("sha256").update(boot).digest("base64url").slice(0, 8)}.js`;
  ctx.emitFile({ type: "asset", fileName, source: boot });
  return html
    .replace(root, () => `<div id="root" data-prerendered>${body}</div>`)
    .replace(
      script,
      () =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">\n    <script type="module" crossorigin src="/${fileName}"></script>`,
    )
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}
