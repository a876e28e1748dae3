import { expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented auction house whose lots are kept in a collection named by a generic record word, in the singular
const AUCTIONS = {
  fields: ['Auction_ID', 'Auction_Title', 'Sale_City', 'Bidder_ID', 'Bidder_Name', 'Item_ID', 'Lot_Title', 'Hammer_Price'],
  collections: ['Auction', 'Bidder', 'Item'],
};

test('a generic record word spelling a collection\'s whole name in the plural names it ("items" for Item)', () => {
  expect(analyze('How many items did each auction list?', AUCTIONS).analysis.collection[0]).toBe('Item');
  expect(analyze('items for auction 12', AUCTIONS).analysis.collection[0]).toBe('Item');
});
