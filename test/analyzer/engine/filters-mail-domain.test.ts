import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented guild register: members keep their own e-mail and their sponsor's
const GUILD = { fields: ['_id', 'member_name', 'member_email', 'sponsorEmail', 'joined_on'], collections: ['members'] };

test('a bare domain name is where the e-mail addresses end (filters.mail-domain)', () => {
  const result = analyze('members whose email ends in guild.org.nz', GUILD, { explain: true });
  expect(result.analysis.filters).toEqual({ member_email: { $regex: 'guild\\.org\\.nz$', $options: 'i' } });
  expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.mail-domain']);
});

test('of several e-mail fields, the one the words around name', () => {
  expect(analyze('members with a sponsor at loomworks.io', GUILD).analysis.filters).toEqual({ sponsorEmail: { $regex: 'loomworks\\.io$', $options: 'i' } });
});
