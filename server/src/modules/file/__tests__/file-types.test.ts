import { cleanFileName, contentDisposition, effectiveType, isAllowedType, isInlineSafe } from '../file-types';

describe('file types', () => {
  it('matches exact types and * patterns', () => {
    const allowed = ['image/*', 'application/pdf', 'application/vnd.openxmlformats-officedocument.*'];
    expect(isAllowedType('image/webp', allowed)).toBe(true);
    expect(isAllowedType('application/pdf', allowed)).toBe(true);
    expect(isAllowedType('application/vnd.openxmlformats-officedocument.wordprocessingml.document', allowed)).toBe(true);
    expect(isAllowedType('application/pdfx', allowed)).toBe(false);
    expect(isAllowedType('text/html', allowed)).toBe(false);
  });

  it('takes the declared type unless it is generic, then the extension', () => {
    expect(effectiveType('Image/PNG; charset=x', 'a.bin')).toBe('image/png');
    expect(effectiveType('application/octet-stream', 'Report.DOCX')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(effectiveType('', 'voice.m4a')).toBe('audio/mp4');
    expect(effectiveType(undefined, 'setup.exe')).toBe('application/x-msdos-program');
    expect(effectiveType(undefined, 'no-extension')).toBe('application/octet-stream');
  });

  it('shows inline only what cannot run script', () => {
    for (const t of ['image/png', 'image/jpeg', 'audio/webm', 'video/mp4']) expect(isInlineSafe(t)).toBe(true);
    for (const t of ['image/svg+xml', 'text/html', 'application/pdf', 'text/plain', 'application/xhtml+xml']) expect(isInlineSafe(t)).toBe(false);
  });

  it('keeps the name but not a path or control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\報價單.pdf')).toBe('報價單.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
  });

  it('writes Content-Disposition with an ASCII fallback and RFC 5987 filename*', () => {
    // A plain ASCII name needs neither quotes nor filename* (RFC 6266).
    expect(contentDisposition('attachment', 'plain.txt')).toBe('attachment; filename=plain.txt');
    expect(contentDisposition('inline', '照片 (1).png')).toBe(`inline; filename="__ (1).png"; filename*=UTF-8''%E7%85%A7%E7%89%87%20%281%29.png`);
    expect(contentDisposition('attachment', 'say "hi"\\.txt')).toBe(`attachment; filename="say _hi__.txt"; filename*=UTF-8''say%20%22hi%22%5C.txt`);
  });
});
