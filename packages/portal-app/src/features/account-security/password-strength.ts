import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts with its common-password dictionary: loaded only when someone types a new password (the
// strength hint imports this module lazily), never with a first screen.
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });

/** 0 (guessed at once) to 4 (very hard to guess). */
export const passwordScore = (password: string): 0 | 1 | 2 | 3 | 4 => zxcvbn.check(password).score;
