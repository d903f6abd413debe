import { formatFileSize } from '../fileSize';

describe('file size (spec §9)', () => {
  it('KB up to 1000 KB, then MB, then GB, two decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1000 * 1024)).toBe('1000.00 KB');
    expect(formatFileSize(1001 * 1024)).toBe('0.98 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(1001 * 1024 * 1024)).toBe('0.98 GB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
  });

  it('bad input shows zero', () => {
    expect(formatFileSize(undefined)).toBe('0.00 KB');
    expect(formatFileSize(-5)).toBe('0.00 KB');
  });
});
