import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What the design system passes to whatever renders its links. */
export interface LinkRenderProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkRenderProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
});

const LinkComponentContext = createContext<ComponentType<LinkRenderProps>>(PlainAnchor);

/**
 * The design system never imports a router. The app provides its router's link here (react-router's
 * Link adapted to `href`) so that every design-system link navigates client-side; stories and tests
 * fall back to plain anchors.
 */
export function LinkProvider({ component, children }: { component: ComponentType<LinkRenderProps>; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent() {
  return useContext(LinkComponentContext);
}
