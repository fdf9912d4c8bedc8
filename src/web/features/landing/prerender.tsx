import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { LandingPage } from "./landing-page";

/**
 * The landing's HTML as the app first draws it (the price list still loading), made at build time for
 * dist/web/landing.html (scripts/route-html.ts): the visitor sees the page, and its largest text, as
 * soon as the HTML arrives instead of after the JavaScript has run. The app then hydrates it
 * (app/prerendered.tsx): the same tree, so it must render exactly this markup on its first render.
 */
export function prerender(): string {
  return renderToString(
    <MemoryRouter initialEntries={["/landing"]}>
      <QueryClientProvider client={new QueryClient()}>
        <LandingPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
