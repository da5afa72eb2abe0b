/** Spec §1: the document title is the product name followed by the page title. */
export function documentTitle(productName: string, pageTitle?: string): string {
  return pageTitle ? `${productName} - ${pageTitle}` : productName;
}
