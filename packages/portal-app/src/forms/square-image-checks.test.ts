import { uploadLimitBytes } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageSizeProblem, type ImageRefusals } from './square-image-checks';

const avatar: ImageRefusals = { type: 'avatar_type', dimensions: 'avatar_dimensions' };
const logo: ImageRefusals = { type: 'logo_type', dimensions: 'logo_dimensions' };

describe('square image pre-checks', () => {
  it('refuses files over the upload limit (3MB)', () => {
    expect(imageFileProblem({ size: uploadLimitBytes + 1, type: 'image/png' }, avatar)).toBe('file_too_large');
    expect(imageFileProblem({ size: uploadLimitBytes, type: 'image/png' }, avatar)).toBeNull();
  });

  it('accepts jpg and png only, refusing with the words of what the image is', () => {
    expect(imageFileProblem({ size: 10, type: 'image/jpeg' }, avatar)).toBeNull();
    expect(imageFileProblem({ size: 10, type: 'image/gif' }, avatar)).toBe('avatar_type');
    expect(imageFileProblem({ size: 10, type: '' }, avatar)).toBe('avatar_type');
    expect(imageFileProblem({ size: 10, type: 'image/gif' }, logo)).toBe('logo_type');
  });

  it('wants a square of at least 250px', () => {
    expect(imageSizeProblem({ width: 250, height: 250 }, avatar)).toBeNull();
    expect(imageSizeProblem({ width: 1024, height: 1024 }, avatar)).toBeNull();
    expect(imageSizeProblem({ width: 249, height: 249 }, avatar)).toBe('avatar_dimensions');
    expect(imageSizeProblem({ width: 400, height: 300 }, logo)).toBe('logo_dimensions');
  });
});
