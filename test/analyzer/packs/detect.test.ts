import { describe, expect, test } from 'bun:test';
import { compilePack } from '../../../plugins/analyzer/packs/compile.ts';
import { createDetector, DETECTION_SCALE } from '../../../plugins/analyzer/packs/detect.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { elapsedMs } from '../../support/timing.ts';

const registry = loadBuiltinRegistry();

/** Schemas as real applications store them: nested documents, mixed naming styles, generic fields alongside. */
const REALISTIC_SCHEMAS: { sector: string; schema: string; fields: string[]; collections: string[] }[] = [
  {
    sector: 'ecommerce', schema: 'shop orders with embedded line items',
    fields: ['_id', 'orderNumber', 'customer.email', 'customer.name', 'items', 'items.productId', 'items.sku', 'items.quantity',
      'items.price', 'subtotal', 'tax', 'shippingCost', 'total', 'status', 'paymentMethod', 'shippingAddress.city',
      'shippingAddress.country', 'couponCode', 'createdAt', 'updatedAt'],
    collections: ['orders', 'products', 'customers'],
  },
  {
    sector: 'saas', schema: 'subscription billing',
    fields: ['_id', 'accountId', 'planId', 'plan.name', 'plan.price', 'status', 'mrr', 'billingInterval', 'trialEndsAt',
      'currentPeriodStart', 'currentPeriodEnd', 'canceledAt', 'seats', 'createdAt'],
    collections: ['accounts', 'subscriptions', 'invoices'],
  },
  {
    sector: 'finance', schema: 'retail bank accounts and ledger',
    fields: ['_id', 'accountNumber', 'iban', 'customerId', 'accountType', 'balance', 'availableBalance', 'currency',
      'overdraft', 'transactions.amount', 'transactions.transactionType', 'transactions.merchantName', 'transactions.postedAt',
      'openedAt'],
    collections: ['accounts', 'transactions', 'customers'],
  },
  {
    sector: 'healthcare', schema: 'hospital patients with admissions',
    fields: ['_id', 'mrn', 'name', 'dateOfBirth', 'gender', 'bloodType', 'allergies', 'admissions.admissionDate',
      'admissions.dischargeDate', 'admissions.ward', 'diagnosis', 'medications.name', 'medications.dosage',
      'attendingPhysician', 'insuranceProvider'],
    collections: ['patients', 'admissions', 'doctors'],
  },
  {
    sector: 'logistics', schema: 'parcel shipments',
    fields: ['_id', 'trackingNumber', 'carrier', 'origin.city', 'destination.city', 'shippedAt', 'estimatedDelivery',
      'deliveredAt', 'weightKg', 'status', 'driverId', 'vehicleId', 'route.stops'],
    collections: ['shipments', 'drivers', 'vehicles'],
  },
  {
    sector: 'hr', schema: 'employee directory and payroll',
    fields: ['_id', 'employee_id', 'first_name', 'last_name', 'job_title', 'department', 'manager_id', 'hire_date', 'salary',
      'employment_type', 'performance_rating', 'leave_balance', 'email'],
    collections: ['employees', 'departments', 'payroll'],
  },
  {
    sector: 'education', schema: 'school students and course grades',
    fields: ['_id', 'studentId', 'name', 'gradeLevel', 'courses.courseId', 'courses.finalGrade', 'courses.credits', 'gpa',
      'enrollmentDate', 'attendanceRate', 'major'],
    collections: ['students', 'courses', 'enrollments'],
  },
  {
    sector: 'real-estate', schema: 'short-term rental listings',
    fields: ['_id', 'listing_url', 'name', 'summary', 'property_type', 'room_type', 'bedrooms', 'bathrooms', 'beds', 'price',
      'cleaning_fee', 'accommodates', 'minimum_nights', 'amenities', 'address.market', 'address.country', 'host.host_id'],
    collections: ['listings'],
  },
  {
    sector: 'real-estate', schema: 'homes for sale',
    fields: ['_id', 'mlsNumber', 'address.street', 'address.city', 'listPrice', 'salePrice', 'sqft', 'lotSize', 'yearBuilt',
      'bedrooms', 'bathrooms', 'agentId', 'daysOnMarket', 'status'],
    collections: ['properties', 'agents'],
  },
  {
    sector: 'marketing', schema: 'ad campaign daily stats',
    fields: ['_id', 'campaignId', 'campaignName', 'channel', 'date', 'impressions', 'clicks', 'ctr', 'cpc', 'spend',
      'conversions', 'conversionValue', 'utm_source'],
    collections: ['campaigns', 'ad_groups'],
  },
  {
    sector: 'hospitality', schema: 'city restaurant inspections',
    fields: ['_id', 'eatery_code', 'name', 'cuisine', 'borough', 'street', 'postcode', 'inspectionDate', 'grades',
      'grades.letter', 'violations'],
    collections: ['restaurants'],
  },
  {
    sector: 'hospitality', schema: 'hotel bookings',
    fields: ['_id', 'hotelId', 'guestName', 'roomType', 'roomNumber', 'checkIn', 'checkOut', 'nights', 'adr', 'status',
      'totalAmount'],
    collections: ['hotels', 'bookings', 'guests'],
  },
  {
    sector: 'media', schema: 'film club catalogue with cinemas',
    fields: ['_id', 'title', 'releaseYear', 'genres', 'runtime', 'cast', 'directors', 'synopsis', 'contentRating', 'studio',
      'poster', 'critics.score', 'language'],
    collections: ['films', 'cinemas', 'reviews', 'members'],
  },
  {
    sector: 'media', schema: 'music streaming',
    fields: ['_id', 'trackId', 'title', 'artist', 'album', 'duration_ms', 'genre', 'playCount', 'releaseDate', 'explicit'],
    collections: ['tracks', 'artists', 'playlists'],
  },
  {
    sector: 'iot', schema: 'sensor telemetry',
    fields: ['_id', 'deviceId', 'metadata.sensorType', 'timestamp', 'temperature', 'humidity', 'batteryLevel', 'rssi',
      'firmwareVersion'],
    collections: ['devices', 'readings'],
  },
  {
    sector: 'gaming', schema: 'multiplayer matches',
    fields: ['_id', 'playerId', 'gamertag', 'level', 'xp', 'rank', 'stats.kills', 'stats.deaths', 'stats.assists', 'wins',
      'losses', 'matchId', 'gameMode'],
    collections: ['players', 'matches'],
  },
  {
    sector: 'support', schema: 'help-desk tickets',
    fields: ['_id', 'ticketId', 'subject', 'status', 'priority', 'assigneeId', 'requesterId', 'firstResponseTime',
      'resolvedAt', 'csatScore', 'tags', 'createdAt'],
    collections: ['tickets', 'agents'],
  },
  {
    sector: 'crm', schema: 'sales pipeline',
    fields: ['_id', 'dealName', 'amount', 'stage', 'probability', 'closeDate', 'ownerId', 'accountId', 'pipeline',
      'leadSource', 'createdAt'],
    collections: ['deals', 'contacts', 'accounts'],
  },
];

describe('sector detection on realistic schemas', () => {
  for (const { sector, schema, fields, collections } of REALISTIC_SCHEMAS) {
    test(`${schema} → ${sector}`, () => {
      const detection = registry.detect(fields, collections);
      expect(detection.pack.pack.id).toBe(sector);
      expect(detection.confidence).not.toBe('low');
      expect(detection.matched.length).toBeGreaterThan(0);
    });

    test(`${schema} → ${sector} from field names alone`, () => {
      expect(registry.detect(fields, []).pack.pack.id).toBe(sector);
    });
  }

  test('thin evidence falls back to _generic with low confidence', () => {
    for (const fields of [[], ['_id', 'name', 'createdAt', 'status'], ['_id', 'cuisine']]) {
      const detection = registry.detect(fields, []);
      expect(detection.pack.pack.id).toBe('_generic');
      expect(detection.confidence).toBe('low');
    }
  });

  test('a tie between sectors falls back to _generic with low confidence', () => {
    const detection = registry.detect(['cuisine', 'borough', 'genres', 'runtime'], []);
    expect(detection.pack.pack.id).toBe('_generic');
    expect(detection.confidence).toBe('low');
  });

  test('matched lists the supplied names that hit the winner, and nothing else', () => {
    const detection = registry.detect(['_id', 'label', 'cuisine', 'borough', 'grades', 'genres'], ['restaurants']);
    expect(detection.pack.pack.id).toBe('hospitality');
    expect(detection.matched).toEqual(['cuisine', 'borough', 'grades', 'restaurants']);
  });

  test('hostile input never throws', () => {
    const hostile = ['', '.', '....', '\u0000\u0007', '🍕.🎬', 'x'.repeat(100_000), 'Ünïcödé.名前', 'a.'.repeat(5000)];
    expect(registry.detect(hostile, hostile).pack.pack.id).toBe('_generic');
  });
});

describe('confidence scale', () => {
  // Two synthetic sectors with signals a1..a12 and b1..b12 make every score exact.
  const synthetic = (id: string): SectorPack => ({
    id,
    label: id,
    signals: { fields: Array.from({ length: 12 }, (_, index) => `${id}${index + 1}`), collections: [`${id}_things`] },
    synonyms: {},
    defaultMetrics: [],
    dateFields: [],
    entities: [],
    vocabularies: {},
  });
  const generic = compilePack({ ...synthetic('_generic'), signals: { fields: [] } });
  const detect = createDetector([compilePack(synthetic('a')), compilePack(synthetic('b'))], generic);
  const signals = (id: string, count: number) => Array.from({ length: count }, (_, index) => `${id}${index + 1}`);
  const outcome = (aHits: number, bHits: number, collections: string[] = []) => {
    const detection = detect([...signals('a', aHits), ...signals('b', bHits)], collections);
    return `${detection.pack.pack.id}/${detection.confidence}/${detection.score}`;
  };

  test('documented thresholds', () => {
    expect(DETECTION_SCALE).toEqual({
      collectionWeight: 2,
      minScore: 2,
      high: { score: 6, margin: 3, ratio: 1.5 },
      medium: { score: 3, margin: 2 },
    });
  });

  test('best < 2 or a tie → _generic, low', () => {
    expect(outcome(0, 0)).toBe('_generic/low/0');
    expect(outcome(1, 0)).toBe('_generic/low/1');
    expect(outcome(4, 4)).toBe('_generic/low/4');
  });

  test('best ≥ 6, margin ≥ 3 and best ≥ 1.5 × runner-up → high', () => {
    expect(outcome(6, 0)).toBe('a/high/6');
    expect(outcome(6, 3)).toBe('a/high/6');
    expect(outcome(9, 5)).toBe('a/high/9');
  });

  test('best ≥ 3 and margin ≥ 2, short of high → medium', () => {
    expect(outcome(3, 0)).toBe('a/medium/3');
    expect(outcome(6, 4)).toBe('a/medium/6');
    expect(outcome(10, 7)).toBe('a/medium/10');
  });

  test('any other clear winner → low', () => {
    expect(outcome(2, 0)).toBe('a/low/2');
    expect(outcome(4, 3)).toBe('a/low/4');
    expect(outcome(0, 3, ['a_things'])).toBe('b/low/3');
  });

  test('a collection hit weighs 2; names match across case, separators, plural and the last dotted segment', () => {
    expect(outcome(0, 0, ['A_Things'])).toBe('a/low/2');
    expect(outcome(0, 0, ['aThings', 'bthing'])).toBe('_generic/low/2');
    const detection = detect(['doc.A1', 'A-2s', 'x.y.a3', 'a3'], []);
    expect(detection.score).toBe(3);
    expect(detection.matched).toEqual(['doc.A1', 'A-2s', 'x.y.a3', 'a3']);
  });
});

describe('detection speed', () => {
  /** A request's field and collection names, built and then parsed as JSON as a request body arrives (flat strings, not ropes). */
  function requestOfSize(fieldCount: number, collectionCount: number) {
    const allSignals = [...registry.packs.values()].flatMap((compiled) => compiled.pack.signals.fields);
    return JSON.parse(JSON.stringify({
      fields: Array.from({ length: fieldCount }, (_, index) => index % 3 === 0
        ? `nested.path.${allSignals[index % allSignals.length]}`
        : `${allSignals[index % allSignals.length]}_${index}`),
      collections: Array.from({ length: collectionCount }, (_, index) => `collection_${index}`),
    })) as { fields: string[]; collections: string[] };
  }

  /** Microseconds per call over `runs` calls in a row. */
  const microsPerCall = ({ fields, collections }: { fields: string[]; collections: string[] }, runs: number): number =>
    (elapsedMs(() => {
      for (let run = 0; run < runs; run++) registry.detect(fields, collections);
    }) * 1000) / runs;

  // Absolute times belong to benchmarks (a busy CI machine is several times slower); what a test can hold on any
  // machine is the shape: ten times the names costs about ten times the time (a quadratic pass would cost a hundred),
  // measured side by side; the bound leaves room for a loaded machine.
  test('500 fields and 100 collections cost at most about ten times 50 and 10: linear, logged (target ≤ 50 µs)', () => {
    const large = requestOfSize(500, 100);
    const small = requestOfSize(50, 10);
    for (let warmUp = 0; warmUp < 300; warmUp++) registry.detect(large.fields, large.collections);
    let [largeMicros, smallMicros] = [Infinity, Infinity];
    // the fastest round of each, alternated so that a loaded machine slows both alike
    for (let round = 0; round < 10; round++) {
      largeMicros = Math.min(largeMicros, microsPerCall(large, 300));
      smallMicros = Math.min(smallMicros, microsPerCall(small, 3000));
    }
    console.log(`detect: 500 fields + 100 collections → ${largeMicros.toFixed(1)} µs per call; 50 + 10 → ${smallMicros.toFixed(1)} µs`);
    expect(largeMicros / smallMicros).toBeLessThan(40);
  });
});
