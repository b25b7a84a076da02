import { describe, expect, it } from 'vitest';
import { helpVideoPlaylistPath, isHelpStep, toHelpItems } from './helpItems';

describe('F2.19 help items', () => {
  it('keeps items of the documented shape, html flag as boolean or Y', () => {
    expect(
      toHelpItems([
        { title: 'A', content: '<p>x</p>', html: 'Y', videoInfos: [{ videoId: 'sign-up-intro', title: 'Intro', duration: 4 }] },
        { title: 'B', content: 'plain', html: false },
        { title: 3, content: 'no title' },
        null,
      ]),
    ).toEqual([
      { title: 'A', content: '<p>x</p>', html: true, videoInfos: [{ videoId: 'sign-up-intro', title: 'Intro', duration: 4 }] },
      { title: 'B', content: 'plain', html: false, videoInfos: [] },
    ]);
    expect(toHelpItems({ not: 'a list' })).toEqual([]);
  });

  it('drops videos whose id could leave the knowledge base folder', () => {
    const [item] = toHelpItems([{ title: 'A', content: 'c', html: false, videoInfos: [{ videoId: '../../etc' }, { videoId: 'ok_1' }] }]);
    expect(item?.videoInfos).toEqual([{ videoId: 'ok_1', title: 'A' }]);
  });

  it('finds the playlist under kb/video/{videoId}/playlist.m3u8', () => {
    expect(helpVideoPlaylistPath('sign-up-intro')).toBe('/kb/video/sign-up-intro/playlist.m3u8');
    expect(helpVideoPlaylistPath('a/b')).toBeUndefined();
  });

  it('knows the steps of both sign-up flows', () => {
    expect(isHelpStep('company')).toBe(true);
    expect(isHelpStep('identity')).toBe(true);
    expect(isHelpStep('elsewhere')).toBe(false);
  });
});
