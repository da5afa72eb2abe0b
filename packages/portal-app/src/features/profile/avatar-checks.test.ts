import { uploadLimitBytes } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem, avatarSizeProblem } from './avatar-checks';

describe('avatar pre-checks', () => {
  it('refuses files over the upload limit (3MB)', () => {
    expect(avatarFileProblem({ size: uploadLimitBytes + 1, type: 'image/png' })).toBe('file_too_large');
    expect(avatarFileProblem({ size: uploadLimitBytes, type: 'image/png' })).toBeNull();
  });

  it('accepts jpg and png only', () => {
    expect(avatarFileProblem({ size: 10, type: 'image/jpeg' })).toBeNull();
    expect(avatarFileProblem({ size: 10, type: 'image/gif' })).toBe('avatar_type');
    expect(avatarFileProblem({ size: 10, type: '' })).toBe('avatar_type');
  });

  it('wants a square of at least 250px', () => {
    expect(avatarSizeProblem({ width: 250, height: 250 })).toBeNull();
    expect(avatarSizeProblem({ width: 1024, height: 1024 })).toBeNull();
    expect(avatarSizeProblem({ width: 249, height: 249 })).toBe('avatar_dimensions');
    expect(avatarSizeProblem({ width: 400, height: 300 })).toBe('avatar_dimensions');
  });
});
