import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

// an invented chess league, each field listed once, the collections sent sorted by name: a game's key is listed
// after a player's values and leads the game's pointers; the events' key was listed with the games, its own fields later
const LEAGUE = [
  '_id', 'club_id', 'clubName', 'city', 'crest.colour', 'crest.motto',
  'player_id', 'nickname', 'rating', 'joined_at',
  'game_id', 'eventId', 'white_club_id', 'black_club_id', 'opening', 'moves', 'played_at',
  'title', 'venue', 'prize_usd', 'hall.city', 'hall.seats', 'starts_on',
];

test('key-leading-id-row-begins: a key leading two ids or more in a row begins its records, whatever the collections\' order', () => {
  const index = buildFieldIndex(LEAGUE, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['clubs', 'events', 'games', 'players']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['game_id', 'eventId', 'opening', 'played_at'].map(owner)).toEqual(['games', 'games', 'games', 'games']);
  expect(owner('joined_at')).toBe('players');
});

// an invented ferry line, sorted by name: a sailing keeps the ship and the route it runs; the route's key leads one id
const FERRIES = [
  '_id', 'sailing_id', 'departs_at', 'route_id', 'ship_id', 'fare_total', 'legs.port', 'legs.arrives_at',
  'origin', 'destination', 'ship_name', 'berths',
];

test('key-leading-id-row-begins: a key leading a single id does not begin its records by that alone', () => {
  const index = buildFieldIndex(FERRIES, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, ['routes', 'sailings', 'ships']);
  const owner = (name: string) => ownerOf.get(index.byName.get(name)!);
  expect(['route_id', 'ship_id', 'fare_total', 'legs.port'].map(owner)).toEqual(['sailings', 'sailings', 'sailings', 'sailings']);
});
