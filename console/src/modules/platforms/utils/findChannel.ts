import type { Platform } from '../hooks/usePlatforms';

/** The channel an address names (/externalPlatform/{id}/{channelId}), if that platform still has it. */
export function findChannel(platforms: readonly Platform[], platformId: string, channelId: string) {
  return platforms.find((p) => p.id === platformId)?.channels.find((c) => c.channelId === channelId);
}
