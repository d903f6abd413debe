import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button';

/** An in-app link that looks like a button (a row's "Profile" or "File"): it navigates, so it stays a link. */
export const ButtonLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;
