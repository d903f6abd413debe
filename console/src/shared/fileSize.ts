/** Spec §9: KB, MB above 1000 KB, GB above 1000 MB, to 2 decimals (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number | null | undefined): string {
  const size = Math.max(0, Number(bytes) || 0);
  const kb = size / 1024;
  if (kb <= 1000) return `${kb.toFixed(2)} KB`;
  const mb = kb / 1024;
  if (mb <= 1000) return `${mb.toFixed(2)} MB`;
  return `${(mb / 1024).toFixed(2)} GB`;
}
