import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import styled from 'styled-components';

export interface TextLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address of the console, e.g. /forget. */
  to: string;
}

function PlainLink({ to, children, ...rest }: TextLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * How an in-app address is followed. The console's router provides its Link (app/App.tsx); the
 * sign-in screen ships without the router (app/SignInApp.tsx), and there a link opens the address
 * as a page of its own.
 */
export const InAppLink = createContext<ComponentType<TextLinkProps>>(PlainLink);

function Link(props: TextLinkProps) {
  const Component = useContext(InAppLink);
  return <Component {...props} />;
}

/** An in-app link styled as text. */
export function TextLink(props: TextLinkProps) {
  return <StyledLink {...props} />;
}

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  border-radius: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryActive};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
