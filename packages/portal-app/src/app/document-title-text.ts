/**
 * Spec §1: the document title is the product name followed by the page title; a page that shows one object
 * puts its name before the page's title ("Eventsuite - Crew Planner - App").
 */
export function documentTitle(...productNameThenPage: string[]): string {
  return productNameThenPage.join(' - ');
}
