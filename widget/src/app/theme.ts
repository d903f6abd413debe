const base = {
  colors: {
    primary: '#6d78a5',
    primaryDark: '#5a6490',
    primarySoft: '#eef0f7',
    onPrimary: '#ffffff',
    text: '#1f2330',
    textMuted: '#6b7080',
    background: '#f5f6fa',
    surface: '#ffffff',
    border: '#e2e4ec',
    success: '#2f9e6e',
    warning: '#b7791f',
    warningSoft: '#fdf5e6',
    danger: '#c53b3b',
  },
  spacing: (steps: number): string => `${steps * 4}px`,
  radius: { small: '4px', medium: '8px', large: '16px', round: '9999px' },
  font: {
    family:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif",
    size: { small: '12px', body: '14px', title: '18px', hero: '22px' },
    weight: { regular: 400, medium: 500, bold: 600 },
  },
  shadow: '0 4px 24px rgba(31, 35, 48, 0.16)',
  shadowSoft: '0 1px 4px rgba(31, 35, 48, 0.08)',
};

export type Theme = typeof base;

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Readable text on the brand colour: dark on light colours, white otherwise. */
function onColor(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const luminance = (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
  return luminance > 0.7 ? '#1f2330' : '#ffffff';
}

/** The theme with the workspace's colour (themeColorPrimary, default #6d78a5). */
export function makeTheme(primary?: string): Theme {
  const color = primary && /^#[0-9a-f]{6}$/i.test(primary) ? primary : base.colors.primary;
  return {
    ...base,
    colors: { ...base.colors, primary: color, primaryDark: shade(color, -0.18), primarySoft: shade(color, 0.88), onPrimary: onColor(color) },
  };
}

export const theme = makeTheme();
