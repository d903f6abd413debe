/**
 * Design tokens: the one place colours, spacing, type, radius, shadows and layers are defined.
 * Components read them through styled-components' `theme`; nothing else hard-codes a colour.
 */
export const theme = {
  /*
   * Text colours reach WCAG AA (4.5:1) on `surface` (#ffffff) and `surfaceMuted` (#f8f9fb), the
   * backgrounds text sits on; each is the nearest colour of the same hue and saturation (HSL
   * lightness lowered) that does. Ratios: on #ffffff / on #f8f9fb (was → now).
   *   primary     #6d78a5 → #6571a0   4.30 / 4.08 → 4.75 / 4.51 (also white text on it: 4.75)
   *   textSubtle  #878ca0 → #676d82   3.34 / 3.17 → 5.14 / 4.88; it also captions the inbox's
   *               bubbles on `background` (3.06 → 4.72) and `primarySoft` (2.93 → 4.51)
   *   danger      #cc3d43 → #ca373d   4.87 / 4.62 → 5.09 / 4.83, and 4.31 → 4.52 on dangerSoft
   *   success     #1f8f5c → #1b7d51   4.08 / 3.88 → 5.12 / 4.86, and 3.62 → 4.54 on successSoft
   *   warning     #b57910 → #97650d   3.68 / 3.49 → 5.02 / 4.77, and 3.34 → 4.56 on warningSoft
   *   unchanged:  text 16.0, textMuted 6.13 / 5.82, info 6.00 / 5.69, primaryHover 5.25 / 4.98,
   *               primaryActive 6.48 / 6.15
   * The accessibility e2e check (tests/e2e/accessibility.spec.ts) runs axe over every page.
   */
  colors: {
    primary: '#6571a0',
    primaryHover: '#5f6a98',
    primaryActive: '#525c87',
    primarySoft: '#eef0f7',
    primaryMuted: '#c9cee3',
    onPrimary: '#ffffff',
    text: '#1d2130',
    textMuted: '#5c6176',
    textSubtle: '#676d82',
    background: '#f4f5f9',
    surface: '#ffffff',
    surfaceMuted: '#f8f9fb',
    surfaceHover: '#f1f2f7',
    border: '#e2e4ec',
    borderStrong: '#c9ccd8',
    danger: '#ca373d',
    dangerHover: '#b3343a',
    dangerSoft: '#fdeeee',
    success: '#1b7d51',
    successSoft: '#e5f5ed',
    warning: '#97650d',
    warningSoft: '#fdf3df',
    info: '#4b5fa8',
    infoSoft: '#eaedf9',
    nav: '#23273a',
    navHover: 'rgba(255, 255, 255, 0.08)',
    navActive: 'rgba(255, 255, 255, 0.14)',
    navIcon: '#a7adc6',
    navIconActive: '#ffffff',
    overlay: 'rgba(20, 23, 36, 0.45)',
    focus: 'rgba(101, 113, 160, 0.45)',
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
  /**
   * Avatar backgrounds behind white initials (picked by name): each at least 4.5:1 with white,
   * the nearest of its hue (was 4.30, 3.93, 4.49, 4.71, 3.93, 3.69, 4.17, 4.75).
   */
  avatar: ['#6571a0', '#497f80', '#9f695f', '#7a6aa8', '#548153', '#9d6c34', '#5579a2', '#a35d7d'],
  /** 4 px grid: spacing(2) = 8px. */
  spacing: (steps: number): string => `${steps * 4}px`,
  radius: { small: '4px', medium: '8px', large: '12px', xlarge: '16px', round: '9999px' },
  shadow: {
    small: '0 1px 2px rgba(20, 24, 40, 0.06)',
    medium: '0 4px 14px rgba(20, 24, 40, 0.08), 0 1px 3px rgba(20, 24, 40, 0.06)',
    large: '0 16px 40px rgba(20, 24, 40, 0.16), 0 2px 6px rgba(20, 24, 40, 0.08)',
    focus: '0 0 0 3px rgba(101, 113, 160, 0.45)',
    focusDanger: '0 0 0 3px rgba(202, 55, 61, 0.3)',
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
