import { sniffedType } from '../file-sniff';

const webm = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65,
  0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
/** A zip's first local file header (a.txt, stored), as an .docx or .odt also begins. */
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, ...Array<number>(21).fill(0), 5, 0, 0, 0]), Buffer.from('a.txt'), Buffer.alloc(100)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the type a file really is', () => {
  it('is what the bytes say when they carry a signature', async () => {
    expect(await sniffedType('application/pdf', exe)).toBe('application/x-msdownload');
    expect(await sniffedType('text/plain', exe)).toBe('application/x-msdownload');
    expect(await sniffedType('application/octet-stream', Buffer.from('%PDF-1.7\n1 0 obj'))).toBe('application/pdf');
    expect(await sniffedType('application/pdf', zip)).toBe('application/zip');
  });

  it('keeps the declared type when the bytes have no signature (text, CSV) or are too short to tell', async () => {
    expect(await sniffedType('text/csv', Buffer.from('name,email\nAda,ada@example.com\n'))).toBe('text/csv');
    expect(await sniffedType('text/plain', Buffer.alloc(0))).toBe('text/plain');
  });

  it('keeps a document type carried in its container, and sound in a format that may also carry video', async () => {
    expect(await sniffedType(docx, zip)).toBe(docx);
    expect(await sniffedType('application/vnd.oasis.opendocument.text', zip)).toBe('application/vnd.oasis.opendocument.text');
    expect(await sniffedType('audio/webm', webm)).toBe('audio/webm');
    expect(await sniffedType('video/webm', webm)).toBe('video/webm');
    expect(await sniffedType('image/png', webm)).toBe('video/webm');
  });
});
