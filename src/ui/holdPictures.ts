/**
 * The page's first picture alone on the link (docs/rules.md#budgets): `data-holding` hides lazy pictures until the
 * `fetchpriority="high"` one arrives or fails, or load. Without script nothing is held; the document hears load
 * events.
 */
export const HOLD_PICTURES =
  '(()=>{const d=document,h=d.documentElement,go=()=>h.removeAttribute("data-holding"),' +
  'first=e=>e.target.getAttribute?.("fetchpriority")==="high"&&go();h.setAttribute("data-holding","");' +
  'd.addEventListener("load",first,!0);d.addEventListener("error",first,!0);' +
  'd.addEventListener("DOMContentLoaded",()=>{const i=d.querySelector("img[fetchpriority=high]");(!i||i.complete)&&go()});' +
  'addEventListener("load",go)})()';
