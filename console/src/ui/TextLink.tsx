import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';

/** An in-app link styled as text. */
export function TextLink(props: LinkProps) {
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
