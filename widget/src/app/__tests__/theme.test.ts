import { makeTheme, readableBrand } from '../theme';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the widget theme', () => {
  test('the default colour is deepened just enough for white text (4.30 → at least 4.5)', () => {
    expect(contrast('#6d78a5', '#ffffff')).toBeLessThan(4.5);
    expect(readableBrand('#6d78a5')).toBe('#6a74a0');
    expect(makeTheme().colors.primary).toBe('#6a74a0');
    expect(contrast(makeTheme().colors.primary, makeTheme().colors.onPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  test('a colour that already reads under white text is kept as chosen', () => {
    expect(makeTheme('#2563eb').colors.primary).toBe('#2563eb');
    expect(makeTheme('#111827').colors.primary).toBe('#111827');
  });

  test.each(['#16a34a', '#ea580c', '#6d78a5', '#808080', '#ff00ff', '#00aaff', '#ffd400', '#f0f0f0'])(
    'text on %s reaches 4.5:1, whichever text colour it takes',
    (colour) => {
      const { primary, onPrimary } = makeTheme(colour).colors;
      expect(contrast(primary, onPrimary)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('text colours reach 4.5:1 on the surface and the background', () => {
    const { colors } = makeTheme();
    for (const text of [colors.text, colors.textMuted, colors.success, colors.warning, colors.danger]) {
      expect(contrast(text, colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, colors.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(colors.warning, colors.warningSoft)).toBeGreaterThanOrEqual(4.5);
  });
});
