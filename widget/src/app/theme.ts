export const theme = {
  colors: {
    primary: '#6d78a5',
    onPrimary: '#ffffff',
    text: '#1f2330',
    textMuted: '#6b7080',
    background: '#f5f6fa',
    surface: '#ffffff',
    border: '#e2e4ec',
  },
  spacing: (steps: number): string => `${steps * 4}px`,
  radius: { small: '4px', medium: '8px', large: '16px', round: '9999px' },
  font: {
    family:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Microsoft YaHei', sans-serif",
    size: { small: '12px', body: '14px', title: '18px' },
    weight: { regular: 400, medium: 500, bold: 600 },
  },
  shadow: '0 4px 24px rgba(31, 35, 48, 0.16)',
} as const;

export type Theme = typeof theme;
