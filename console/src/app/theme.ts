/**
 * Design tokens: the one place colours, spacing, type, radius, shadows and layers are defined.
 * Components read them through styled-components' `theme`; nothing else hard-codes a colour.
 */
export const theme = {
  colors: {
    primary: '#6d78a5',
    primaryHover: '#5f6a98',
    primaryActive: '#525c87',
    primarySoft: '#eef0f7',
    primaryMuted: '#c9cee3',
    onPrimary: '#ffffff',
    text: '#1d2130',
    textMuted: '#5c6176',
    textSubtle: '#878ca0',
    background: '#f4f5f9',
    surface: '#ffffff',
    surfaceMuted: '#f8f9fb',
    surfaceHover: '#f1f2f7',
    border: '#e2e4ec',
    borderStrong: '#c9ccd8',
    danger: '#cc3d43',
    dangerHover: '#b3343a',
    dangerSoft: '#fdeeee',
    success: '#1f8f5c',
    successSoft: '#e5f5ed',
    warning: '#b57910',
    warningSoft: '#fdf3df',
    info: '#4b5fa8',
    infoSoft: '#eaedf9',
    nav: '#23273a',
    navHover: 'rgba(255, 255, 255, 0.08)',
    navActive: 'rgba(255, 255, 255, 0.14)',
    navIcon: '#a7adc6',
    navIconActive: '#ffffff',
    overlay: 'rgba(20, 23, 36, 0.45)',
    focus: 'rgba(109, 120, 165, 0.45)',
    online: '#2bb673',
    offline: '#b4b8c6',
  },
  /** Report charts: one colour per conversation source, told apart also by order and legend. */
  chart: {
    web: '#6d78a5',
    api: '#b57910',
    facebook: '#1877f2',
    whatsapp: '#1f8f5c',
    sanuker: '#a05195',
    other: '#878ca0',
    /** The heatmap's busiest cell; quieter cells fade towards the surface. */
    heat: '109, 120, 165',
  },
  /** 4 px grid: spacing(2) = 8px. */
  spacing: (steps: number): string => `${steps * 4}px`,
  radius: { small: '4px', medium: '8px', large: '12px', xlarge: '16px', round: '9999px' },
  shadow: {
    small: '0 1px 2px rgba(20, 24, 40, 0.06)',
    medium: '0 4px 14px rgba(20, 24, 40, 0.08), 0 1px 3px rgba(20, 24, 40, 0.06)',
    large: '0 16px 40px rgba(20, 24, 40, 0.16), 0 2px 6px rgba(20, 24, 40, 0.08)',
    focus: '0 0 0 3px rgba(109, 120, 165, 0.45)',
    focusDanger: '0 0 0 3px rgba(204, 61, 67, 0.3)',
  },
  font: {
    family:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang TC', 'PingFang SC', 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: {
      xsmall: '11px',
      small: '12px',
      body: '14px',
      medium: '15px',
      large: '17px',
      title: '20px',
      heading: '26px',
      display: '34px',
    },
    weight: { regular: 400, medium: 500, bold: 600, heavy: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  layer: { nav: 10, dropdown: 50, overlay: 90, modal: 100, toast: 200, tooltip: 300 },
  motion: { fast: '120ms ease', normal: '180ms ease' },
  layout: { navWidth: '64px', minPageWidth: '1024px' },
} as const;

export type Theme = typeof theme;
