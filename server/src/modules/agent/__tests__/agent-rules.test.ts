import { AppError } from '../../../common/errors';
import { assertCanGrant, cleanPermissions, isManager } from '../agent-rules';
import { MAX_PROFILE_PIC_BYTES, parseProfilePic } from '../profile-pic';

const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const fieldOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? `${e.kind}:${Object.values((e.extraInfo?.fields as Record<string, string>) ?? {})[0] ?? ''}` : 'other';
  }
  return undefined;
};

describe('agent permissions', () => {
  it('keeps spec §6 values in a stable order and refuses anything else', () => {
    expect(cleanPermissions([' report', 'allConversations', 'report', ''])).toEqual(['report', 'allConversations']);
    expect(fieldOf(() => cleanPermissions(['report', 'admin']))).toBe('VALIDATION:unknown');
    expect(fieldOf(() => cleanPermissions(['sdk']))).toBe('VALIDATION:unknown');
  });

  it('treats all, console and manageUser as managers', () => {
    expect(isManager(['all'])).toBe(true);
    expect(isManager(['console'])).toBe(true);
    expect(isManager(['manageUser'])).toBe(true);
    expect(isManager(['manageSettings', 'report'])).toBe(false);
    expect(isManager([])).toBe(false);
  });

  it('lets a granter hand out only what they hold; what the agent already has may stay', () => {
    expect(() => assertCanGrant(['all'], [], ['all'])).not.toThrow();
    expect(() => assertCanGrant(['console'], [], ['console', 'report'])).not.toThrow();
    expect(fieldOf(() => assertCanGrant(['console'], [], ['all']))).toBe('FORBIDDEN:');
    expect(fieldOf(() => assertCanGrant(['console'], [], ['system']))).toBe('FORBIDDEN:');
    expect(fieldOf(() => assertCanGrant(['all'], [], ['system']))).toBe('FORBIDDEN:');
    expect(() => assertCanGrant(['all', 'system'], [], ['all', 'system'])).not.toThrow();
    expect(fieldOf(() => assertCanGrant(['manageUser'], [], ['report']))).toBe('FORBIDDEN:');
    expect(() => assertCanGrant(['manageUser'], ['all'], ['all'])).not.toThrow();
  });
});

describe('profile pictures', () => {
  it('accepts PNG, JPEG and WebP data URLs whose bytes match, and clears with null or ""', () => {
    expect(parseProfilePic(dataUrl('png', PNG_BYTES))).toBe(dataUrl('png', PNG_BYTES));
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    expect(parseProfilePic(dataUrl('jpeg', jpeg))).toBe(dataUrl('jpeg', jpeg));
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(10)]);
    expect(parseProfilePic(dataUrl('webp', webp))).toBe(dataUrl('webp', webp));
    expect(parseProfilePic(null)).toBeNull();
    expect(parseProfilePic('  ')).toBeNull();
  });

  it('refuses other types, other schemes, mismatched bytes and pictures over 200 KB', () => {
    expect(fieldOf(() => parseProfilePic('data:image/svg+xml;base64,PHN2Zy8+'))).toBe('VALIDATION:invalid');
    expect(fieldOf(() => parseProfilePic('https://example.com/a.png'))).toBe('VALIDATION:invalid');
    expect(fieldOf(() => parseProfilePic(dataUrl('jpeg', PNG_BYTES)))).toBe('VALIDATION:invalid');
    expect(fieldOf(() => parseProfilePic(`data:image/png;base64,${PNG_BYTES.toString('base64')}<script>`))).toBe('VALIDATION:invalid');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_PROFILE_PIC_BYTES)]);
    expect(fieldOf(() => parseProfilePic(dataUrl('png', big)))).toBe('VALIDATION:tooLarge');
    const justUnder = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_PROFILE_PIC_BYTES - PNG_BYTES.length)]);
    expect(parseProfilePic(dataUrl('png', justUnder))).not.toBeNull();
  });
});
