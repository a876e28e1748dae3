import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented orthodontic clinic: check-ups keep the dentist who saw the patient and the nurse who helped
const CLINIC = { fields: ['checkupId', 'dentist', 'assistingNurse', 'outcome', 'fee'], collections: ['checkups'] };
// an invented record shop: its records keep who played them, in a flat list of fields beside the customers'
const SHOP = { fields: ['customerId', 'format', 'performer', 'pressingYear', 'recordId', 'shelf', 'visits'], collections: ['customers', 'records'] };
// an invented print gallery: the items keep their artist's name, the rooms their own
const GALLERY = { fields: ['itemId', 'artistName', 'roomId', 'roomName', 'yearMade'], collections: ['items', 'rooms'] };

const rules = (prompt: string, schema: { fields: string[]; collections: string[] }): string[] =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: who made or saw the things a name is said with', () => {
  test('"Dr." is given to a dentist too: the one field whose person noun is a medical practitioner', () => {
    const { analysis } = analyze('check-ups with Dr. Lindqvist that went badly', CLINIC);
    expect(analysis.filters).toMatchObject({ dentist: 'Lindqvist' });
    expect(rules('check-ups with Dr. Lindqvist', CLINIC)).toContain('filters.titled-person');
    // a nurse is no practitioner "Dr." is given to
    const hygiene = { ...CLINIC, fields: ['checkupId', 'assistingNurse', 'outcome', 'fee'] };
    expect(rules('check-ups with Dr. Lindqvist', hygiene)).not.toContain('filters.titled-person');
  });

  test('a name before plural records with no creator field goes to the one field for a doer they keep', () => {
    const { analysis } = analyze('how many Brandvold records do we stock', SHOP, { explain: true });
    expect(analysis.filters).toEqual({ performer: 'Brandvold' });
    // a record noun in the singular after a name names that one record
    expect(analyze('the Brandvold record', SHOP).analysis.filters).not.toHaveProperty('performer');
  });

  test('a noun for a made thing before "by" and a name: the name is the maker\'s, though no collection is so named', () => {
    expect(analyze('paintings by Ilse Brandvold', GALLERY).analysis.filters).toEqual({ artistName: 'Ilse Brandvold' });
    expect(rules('paintings by Ilse Brandvold', GALLERY)).toContain('filters.agent-by');
    expect(analyze('visits by Ilse Brandvold', GALLERY).analysis.filters).not.toHaveProperty('artistName');
  });
});
