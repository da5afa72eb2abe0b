import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the design system passes to whatever renders its links. */
export interface LinkRenderProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkRenderProps>(function PlainAnchor({ children, ...props }, ref) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

const LinkComponentContext = createContext<ComponentType<LinkRenderProps>>(PlainAnchor);

/**
 * The design system never imports a router. The app provides its router's link here (react-router's
 * Link adapted to `href`) so that every design-system link navigates client-side; stories and tests
 * fall back to plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkRenderProps>;
  children: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent() {
  return useContext(LinkComponentContext);
}

/**
 * A link that navigates with the app's router. The component comes from context and keeps its
 * identity across renders (LinkProvider is given a module-level component), which the React
 * Compiler lint cannot see through JSX on a hook's result; createElement states the intent.
 */
export function Link(props: LinkRenderProps) {
  return createElement(useLinkComponent(), props);
}
