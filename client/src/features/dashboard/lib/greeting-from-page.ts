import { GREETED_ATTRIBUTE } from "@shared/site/greeted-dashboard";

let greetedAtLoad = typeof document !== "undefined" && document.getElementById("root")?.hasAttribute(GREETED_ATTRIBUTE) === true;

/**
 * Whether the HTML this load began with already showed the greeting: true once, for the
 * dashboard's first render; later visits to the dashboard greet as usual.
 */
export function takeGreetingFromPage(): boolean {
  const greeted = greetedAtLoad;
  greetedAtLoad = false;
  return greeted;
}
