import { useLingui } from '@lingui/react/macro';
import styled, { useTheme } from 'styled-components';
import { initialsOf } from './initialsOf';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  /** true: green dot, false: grey dot, undefined: no dot. */
  online?: boolean;
  /** Beside the person's name already: hidden from assistive technology rather than named twice. */
  decorative?: boolean;
  className?: string;
}

function colourOf(name: string, palette: readonly string[]): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length];
}

export function Avatar({ name, src, size = 36, online, decorative, className }: AvatarProps) {
  const { t } = useLingui();
  const theme = useTheme();
  const status = online === undefined ? '' : online ? t`online` : t`offline`;
  return (
    <Frame
      className={className}
      style={{ width: size, height: size }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': status ? `${name} (${status})` : name })}
    >
      {src ? (
        <Image src={src} alt="" />
      ) : (
        <Initials style={{ background: colourOf(name, theme.avatar), fontSize: Math.round(size * 0.4) }} aria-hidden>
          {initialsOf(name)}
        </Initials>
      )}
      {online !== undefined && <Dot $online={online} style={{ width: Math.max(8, size / 4), height: Math.max(8, size / 4) }} />}
    </Frame>
  );
}

const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.round};
  object-fit: cover;
`;

const Initials = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.round};
  color: #fff;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;
  user-select: none;
`;

const Dot = styled.span<{ $online: boolean }>`
  position: absolute;
  right: -1px;
  bottom: -1px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $online }) => ($online ? theme.colors.online : theme.colors.offline)};
`;
