import type { SpamCheck } from '../types.ts';

const LINK_MARKUP = /<a\s[^>]*href\s*=|\[url[=\]]|\[link=/iu;

/** HTML anchors or BBCode links typed into a plain-text form: the signature of forum-spam kits. */
export function createLinkMarkupCheck(config: { weight: number }): SpamCheck {
  return {
    reason: 'link_markup',
    weight: config.weight,
    evaluate: ({ text }) => (LINK_MARKUP.test(text) ? 1 : 0),
  };
}
