import { describe, expect, it } from 'vitest';
import { responsivePicture } from './responsive-picture';

describe('responsivePicture', () => {
  it('offers every width of an uploaded picture, with its colour while it loads', () => {
    expect(responsivePicture('/media/images/Ab_9-x?bg=5a7d9a')).toEqual({
      src: '/media/images/Ab_9-x?w=640',
      srcSet:
        '/media/images/Ab_9-x?w=320 320w, /media/images/Ab_9-x?w=640 640w, /media/images/Ab_9-x?w=960 960w, /media/images/Ab_9-x?w=1280 1280w',
      placeholder: '#5a7d9a',
    });
    expect(responsivePicture('/media/images/abc').placeholder).toBeUndefined();
  });

  it('leaves pasted links and demo pictures as they are', () => {
    for (const url of ['https://example.com/a.png', '/demo/course.svg', '/media/images/a/../b']) {
      expect(responsivePicture(url)).toEqual({ src: url });
    }
  });
});
