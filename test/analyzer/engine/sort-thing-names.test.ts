import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Pilots, and the races that name their winning pilot. */
const PILOTS = { fields: ['_id', 'name', 'age', 'races', 'races.winning_pilot', 'races.date'], collections: ['pilots', 'races'] };
/** Customers embed the services they booked. */
const BOOKINGS = { fields: ['_id', 'customer_name', 'services', 'services.service_id', 'services.service_name'], collections: ['customers', 'services'] };

describe('names ordered where the question names the thing, not its name field', () => {
  test('"the names of pilots in ascending order" orders the names, not the races\' pilot field', () => {
    expect(analyze('retrieve the names of pilots arranged in ascending order', PILOTS).analysis.sort).toEqual({ name: 1 });
  });

  test('"services sorted by name" is the services\' name, not another thing\'s', () => {
    expect(analyze('fetch a list of services sorted by name', BOOKINGS).analysis.sort).toEqual({ 'services.service_name': 1 });
  });
});
