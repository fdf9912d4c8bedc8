import { type ReactNode, startTransition, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { createBrowserRouter } from "react-router";

type Router = ReturnType<typeof createBrowserRouter>;

/** The page's links the app navigates itself (its own paths; not #anchors, mailto: or other sites). */
const appLinks = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]'));

/** Runs `done` once the tree it sits in has been committed to the page. */
function OnDrawn({ done }: { done: () => void }) {
  useLayoutEffect(done, [done]);
  return null;
}

/**
 * A page whose HTML already holds its markup (landing.html, scripts/route-html.ts; decision 0038): the
 * markup stays as it is until the page's code has loaded, then React hydrates it — takes over the same
 * elements rather than building them again, and no loading screen in between. Hydrating is a
 * transition, so React yields to the browser while it works instead of holding the main thread in one
 * long task. Until then the markup's links are plain <a>s: one clicked early is held and clicked again
 * once React has taken over, so it navigates as the app does ("Começar Agora" opens the sign-up view,
 * which a plain /login would not). A markup that does not match falls back to a client render (React
 * reports it as an error: the e2e checks of the landing's console catch it).
 */
export function renderOverPrerendered(root: HTMLElement, router: Router, app: ReactNode): void {
  let held: number | undefined;
  const hold = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const index = link ? appLinks(root).indexOf(link) : -1;
    if (index < 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held = index;
  };
  root.addEventListener("click", hold, true);
  let drawn = false;
  const replay = () => {
    if (drawn) return;
    drawn = true;
    root.removeEventListener("click", hold, true);
    if (held !== undefined) appLinks(root)[held]?.click();
  };
  const draw = () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          <OnDrawn done={replay} />
        </>,
      );
    });
  if (router.state.initialized) {
    draw();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    draw();
  });
}
