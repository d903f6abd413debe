/** First letters of up to two words, upper-cased; one character for CJK names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '?';
  if (/[\u3040-\u9fff\uac00-\ud7af]/.test(first)) return first;
  const second = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + second).toUpperCase();
}
