import { expect, test } from 'vitest';
import { locationOfKey, withSpacesLine } from './location-spaces.ts';

test('location pages are known by their key, in both languages; other pages are not', () => {
  expect(locationOfKey('/location/mavid')).toEqual({ slug: 'mavid', language: 'en' });
  expect(locationOfKey('/fr/location/dean')).toEqual({ slug: 'dean', language: 'fr' });
  expect(locationOfKey('/location/yardmanagement')).toBeUndefined();
  expect(locationOfKey('/location/yardmanagement/extra')).toBeUndefined();
  expect(locationOfKey('/services/parking')).toBeUndefined();
});

test('the line is written escaped and shown; a page without the empty line is left as it is', () => {
  const empty = '<main><p id="yard-spaces" data-yard="mavid" hidden="" class="mt-6"></p></main>';
  expect(withSpacesLine(empty, 'Free <today> & "now"')).toBe(
    '<main><p id="yard-spaces" data-yard="mavid" class="mt-6">Free &#60;today&#62; &#38; &#34;now&#34;</p></main>',
  );
  expect(withSpacesLine('<main><h1>Home</h1></main>', 'Free')).toBe('<main><h1>Home</h1></main>');
});
