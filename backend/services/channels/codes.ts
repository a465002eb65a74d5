import { randomInt } from 'node:crypto';
import { CHANNEL_CODE_ALPHABET, CHANNEL_CODE_LENGTH } from '@/lib/contract/channels';

/** A fresh invitation code: uniform over the alphabet (31^8, about 2^40). */
export function newChannelCode(): string {
  let code = '';
  for (let i = 0; i < CHANNEL_CODE_LENGTH; i++) {
    code += CHANNEL_CODE_ALPHABET[randomInt(CHANNEL_CODE_ALPHABET.length)];
  }
  return code;
}

/** How a typed or linked code is stored and compared: trimmed, upper-cased. */
export function normaliseInviteCode(scene: string): string {
  return scene.trim().toUpperCase();
}
