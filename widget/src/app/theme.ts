const base = {
  /*
   * Text colours reach WCAG AA (4.5:1) on `surface` (#ffffff) and `background` (#f5f6fa): each the
   * nearest colour of its hue that does. Ratios on #ffffff / #f5f6fa (was → now):
   *   success  #2f9e6e → #268059   3.37 / 3.12 → 4.87 / 4.51
   *   warning  #b7791f → #9a661a   3.64 / 3.37 → 4.90 / 4.53, and 3.36 → 4.52 on warningSoft
   *   unchanged: text 15.66 / 14.50, textMuted 4.94 / 4.57, danger 5.17 / 4.79
   * `primary` is the workspace's colour, deepened by makeTheme when white text on it would fall
   * under 4.5:1 (the default #6d78a5, 4.30, is shown as #6a74a0, 4.55).
   */
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
    success: '#268059',
    warning: '#9a661a',
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

/** WCAG contrast ratio of a colour with white. */
function contrastWithWhite(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/**
 * The brand colour as shown under white text: unchanged when white on it reaches 4.5:1 (WCAG AA),
 * else the nearest darker colour of the same hue that does. Light colours carry dark text, which
 * reads on them already.
 */
export function readableBrand(hex: string): string {
  if (onColor(hex) !== '#ffffff') return hex;
  let color = hex;
  for (let step = 1; contrastWithWhite(color) < 4.5 && step <= 100; step++) color = shade(hex, -step / 100);
  return color;
}

/** The theme with the workspace's colour (themeColorPrimary, default #6d78a5). */
export function makeTheme(primary?: string): Theme {
  const color = readableBrand(primary && /^#[0-9a-f]{6}$/i.test(primary) ? primary : base.colors.primary);
  return {
    ...base,
    colors: { ...base.colors, primary: color, primaryDark: shade(color, -0.18), primarySoft: shade(color, 0.88), onPrimary: onColor(color) },
  };
}

export const theme = makeTheme();
