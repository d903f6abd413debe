import styled from 'styled-components';
import { toastActionStyles } from './toastActionStyles';

/** A notice toast's body: up to three lines of what was written, then its action button. */
export const ToastBody = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  span {
    display: -webkit-box;
    overflow: hidden;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
  }
  button {
    ${toastActionStyles}
  }
`;
