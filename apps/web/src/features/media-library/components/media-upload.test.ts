import { describe, expect, it } from 'vitest';
import { kindOfName } from './media-upload';

describe('kindOfName', () => {
  it('tells a picture, a video and a file by the name, in any case, and nothing else', () => {
    expect(kindOfName('Garden.PNG')).toBe('image');
    expect(kindOfName('lesson.mp4')).toBe('video');
    expect(kindOfName('slides.pdf')).toBe('file');
    expect(kindOfName('script.sh')).toBeNull();
    expect(kindOfName('no-ending')).toBeNull();
  });
});
