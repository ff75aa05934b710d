/**
 * The page's first picture alone on the link (docs/rules.md#budgets): inlined at the top of every page's head, it
 * marks the page `data-holding`, under which the lazy pictures are not displayed and so not fetched, and lets
 * them go once the picture the page asks for first (`fetchpriority="high"`: its preload or its `<img>`) has
 * arrived or failed, at once on a page without one, and at the load event whatever happens. Without script
 * nothing is held. Load events do not reach the window: the document hears them, as they pass.
 */
export const HOLD_PICTURES =
  '(()=>{const d=document,h=d.documentElement,go=()=>h.removeAttribute("data-holding"),' +
  'first=e=>e.target.getAttribute?.("fetchpriority")==="high"&&go();h.setAttribute("data-holding","");' +
  'd.addEventListener("load",first,!0);d.addEventListener("error",first,!0);' +
  'd.addEventListener("DOMContentLoaded",()=>{const i=d.querySelector("img[fetchpriority=high]");(!i||i.complete)&&go()});' +
  'addEventListener("load",go)})()';
