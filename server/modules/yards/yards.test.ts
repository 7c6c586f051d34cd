import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { insertApplication, type ApplicationOverrides } from '../../../tests/factories/application.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { countRows } from '../../../tests/support/row-counts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { YARDS_API, type YardSlug } from '../../../domain/yards.schema.ts';

/**
 * Yards with a capacity, on SQLite and (in the PostgreSQL pass) on PostgreSQL: the public free
 * spaces, the operator's capacity, and accepting only what fits, from each application's move-in
 * day, with the race for the last spaces.
 */
const NOW = new Date('2026-12-01T15:00:00Z');
const TODAY = '2026-12-01';
const MILTON = { slug: 'mavid', name: 'Lawson Rd & Hwy 25' } as const;
const WHITBY = { slug: 'lake', name: 'Lake Ridge Rd & Taunton Rd W' } as const;
const NO_FLEET = {
  highway_trucks: 0,
  day_cab: 0,
  box_trucks: 0,
  dump_trucks: 0,
  dry_vans: 0,
  reefer: 0,
  flatbed: 0,
  other_trailers: 0,
};

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start() {
  const t = await createTestApp({ clock: () => NOW });
  testApp = t;
  const { headers } = await signInAsAdmin(t);
  const db = t.app.database.db;
  // Any slug, an unknown one too: the refusals are what some cases test.
  const setCapacity = (slug: string, body: unknown, extra: Record<string, string> = headers) =>
    t.app.inject({ method: 'PUT', url: YARDS_API.capacity(slug as YardSlug), headers: extra, payload: body as object });
  const yards = async (from?: string) => {
    const response = await t.app.inject({ method: 'GET', url: from ? `/api/Yards?from=${from}` : '/api/Yards' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<YardsBody>();
  };
  const pending = async (trucks: number, trailers: number, overrides: ApplicationOverrides = {}) =>
    insertApplication(db, t.app.secrets.dataEncryptionKey, {
      locationAppliedFor: MILTON.name,
      moveInDate: '2027-01-04',
      fleet: { ...NO_FLEET, highway_trucks: trucks, dry_vans: trailers },
      ...overrides,
    });
  const accept = (id: number) =>
    t.app.inject({ method: 'POST', url: ADMIN_API.action, headers, payload: { id, status: 0 } });
  const endTenancy = (payload: object) => t.app.inject({ method: 'POST', url: YARDS_API.endTenancy, headers, payload });
  const statusOf = async (id: number) =>
    (await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  return { t, db, headers, setCapacity, yards, pending, accept, endTenancy, statusOf };
}

interface SpacesBody {
  capacity: number | null;
  free: number | null;
  rate: number | null;
}
interface YardsBody {
  asOf: string;
  yards: Array<{ slug: string; name: string; truckSpaces: SpacesBody; trailerSpaces: SpacesBody }>;
}

function yardIn(body: YardsBody, slug: string) {
  const yard = body.yards.find((each) => each.slug === slug);
  if (!yard) throw new Error(`no yard ${slug} in ${JSON.stringify(body)}`);
  return yard;
}

describe('GET /api/Yards', () => {
  test("answers as of today's date in Ontario, not UTC's, late in the evening there", async () => {
    for (const [clock, day] of [
      ['2026-12-02T03:00:00Z', '2026-12-01'],
      ['2026-12-02T05:00:00Z', '2026-12-02'],
    ] as const) {
      const t = await createTestApp({ clock: () => new Date(clock) });
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/Yards' });
        expect(response.json<YardsBody>().asOf, `at ${clock}`).toBe(day);
      } finally {
        await t.close();
      }
    }
  });

  test('lists the four yards to anyone, cacheable for a minute, none with a capacity at first', async () => {
    const { t, yards } = await start();
    const response = await t.app.inject({ method: 'GET', url: '/api/Yards' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = await yards();
    expect(body.asOf).toBe(TODAY);
    expect(body.yards.map((yard) => yard.slug).sort()).toEqual(['dean', 'derry', 'lake', 'mavid']);
    expect(yardIn(body, 'mavid')).toEqual({
      slug: 'mavid',
      name: MILTON.name,
      truckSpaces: { capacity: null, free: null, rate: null },
      trailerSpaces: { capacity: null, free: null, rate: null },
    });
  });

  test('a day that is not a date is refused, naming `from`, and the refusal is not cacheable', async () => {
    const { t } = await start();
    const response = await t.app.inject({ method: 'GET', url: '/api/Yards?from=next-week' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'from' }] });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('PUT /api/Yards/{slug}/Capacity', () => {
  test('the operator sets spaces and rates; visitors see them; the audit log says who and when', async () => {
    const { db, setCapacity, yards } = await start();
    const response = await setCapacity('mavid', {
      truckSpaces: 40,
      trailerSpaces: 60,
      truckRate: 325,
      trailerRate: 180.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().yard).toEqual({
      slug: 'mavid',
      name: MILTON.name,
      truckSpaces: { capacity: 40, free: 40, rate: 325 },
      trailerSpaces: { capacity: 60, free: 60, rate: 180.5 },
    });
    expect(yardIn(await yards(), 'mavid').trailerSpaces).toEqual({ capacity: 60, free: 60, rate: 180.5 });

    const event = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'yard_capacity_changed')
      .executeTakeFirstOrThrow();
    expect(event.occurred_at).toBe(NOW.toISOString());
    expect(event.admin_id).toEqual(expect.any(Number));
    expect(JSON.parse(event.details)).toMatchObject({ yard: 'mavid', truckSpaces: 40, previousTruckSpaces: null });

    // Without rates, none is published any more.
    await setCapacity('mavid', { truckSpaces: 40, trailerSpaces: 60 });
    expect(yardIn(await yards(), 'mavid').truckSpaces.rate).toBeNull();
  });

  test('only a signed-in admin may set it', async () => {
    const { setCapacity, yards } = await start();
    const response = await setCapacity('mavid', { truckSpaces: 1, trailerSpaces: 1 }, {});
    expect(response.statusCode).toBe(401);
    expect(yardIn(await yards(), 'mavid').truckSpaces.capacity).toBeNull();
  });

  test.each([
    ['an unknown yard', 'milton', { truckSpaces: 1, trailerSpaces: 1 }, 'slug', /Unknown yard/],
    ['negative spaces', 'mavid', { truckSpaces: -1, trailerSpaces: 1 }, 'truckSpaces', /cannot be negative/],
    ['a fraction of a space', 'mavid', { truckSpaces: 1, trailerSpaces: 2.5 }, 'trailerSpaces', /whole number/],
    ['spaces as text', 'mavid', { truckSpaces: '10', trailerSpaces: 1 }, 'truckSpaces', /whole number/],
    [
      'a rate in tenths of cents',
      'mavid',
      { truckSpaces: 1, trailerSpaces: 1, truckRate: 12.345 },
      'truckRate',
      /cents/,
    ],
    ['a field it does not know', 'mavid', { truckSpaces: 1, trailerSpaces: 1, spaces: 3 }, '', /.+/],
  ])('%s is refused with a message naming the field, and nothing changes', async (_case, slug, body, path, message) => {
    const { db, setCapacity, yards } = await start();
    const response = await setCapacity(slug, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<{ errors: Array<{ path: string; message: string }> }>().errors[0];
    expect(error?.path).toBe(path);
    expect(error?.message).toMatch(message);
    expect(yardIn(await yards(), 'mavid').truckSpaces.capacity).toBeNull();
    expect(await countRows(db, 'audit_events')).toBe(1); // the sign-in alone
  });

  test('lowering it below what is allocated is refused, naming the allocation and its day', async () => {
    const { setCapacity, pending, accept, yards } = await start();
    await setCapacity('mavid', { truckSpaces: 10, trailerSpaces: 10 });
    const first = await pending(3, 1, { moveInDate: '2027-01-04' });
    const second = await pending(4, 0, { moveInDate: '2027-02-01' });
    expect((await accept(first.id)).statusCode).toBe(200);
    expect((await accept(second.id)).statusCode).toBe(200);

    const response = await setCapacity('mavid', { truckSpaces: 6, trailerSpaces: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('7 truck spaces are allocated on 2027-02-01'),
      allocated: { truckSpaces: 7, trailerSpaces: 1 },
    });
    expect(yardIn(await yards(), 'mavid').truckSpaces).toEqual({ capacity: 10, free: 3, rate: null });
    // Exactly what is allocated is allowed.
    expect((await setCapacity('mavid', { truckSpaces: 7, trailerSpaces: 1 })).statusCode).toBe(200);
  });
});

describe('accepting allocates the spaces', () => {
  test('a yard without a capacity accepts as before', async () => {
    const { pending, accept, statusOf } = await start();
    const big = await pending(400, 400);
    expect((await accept(big.id)).statusCode).toBe(200);
    expect(await statusOf(big.id)).toBe('accepted');
  });

  test('what fits is accepted and taken from the free spaces from its move-in day on', async () => {
    const { setCapacity, pending, accept, yards } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 5 });
    const application = await pending(3, 2, { moveInDate: '2027-01-04' });
    expect((await accept(application.id)).statusCode).toBe(200);
    // A tenancy runs on until it ends, so it counts against any day from now on.
    expect(yardIn(await yards(), 'mavid').truckSpaces.free).toBe(2);
    expect(yardIn(await yards('2027-06-01'), 'mavid').trailerSpaces.free).toBe(3);
  });

  test('what does not fit is refused with the shortfall and the yards with room, and nothing changes', async () => {
    const { db, setCapacity, pending, accept, statusOf } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 5 });
    await setCapacity('lake', { truckSpaces: 20, trailerSpaces: 20 });
    await setCapacity('dean', { truckSpaces: 1, trailerSpaces: 50 });
    const first = await pending(3, 2);
    expect((await accept(first.id)).statusCode).toBe(200);
    const second = await pending(3, 1);
    const mailBefore = await countRows(db, 'mail_outbox');
    const auditBefore = await countRows(db, 'audit_events');

    const response = await accept(second.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      isSuccess: false,
      requestId: expect.any(String),
      code: 'no_capacity',
      message:
        'Lawson Rd & Hwy 25 has room for 2 truck spaces and 3 trailer spaces from 2027-01-04; this application ' +
        'needs 3 truck spaces and 1 trailer space. Room from that day: Lake Ridge Rd & Taunton Rd W ' +
        '(20 truck spaces, 20 trailer spaces free).',
      shortfall: { truckSpaces: 1, trailerSpaces: 0 },
      // Whitby has room; Adjala-Tosorontio has 1 truck space; Mississauga has no capacity set.
      alternatives: [{ slug: WHITBY.slug, name: WHITBY.name, truckSpaces: { free: 20 }, trailerSpaces: { free: 20 } }],
    });
    expect(await statusOf(second.id)).toBe('pending');
    expect(await countRows(db, 'mail_outbox')).toBe(mailBefore);
    expect(await countRows(db, 'audit_events')).toBe(auditBefore);
  });

  test('a tenancy that starts later still counts from its move-in day; one that ended frees its spaces', async () => {
    const { setCapacity, pending, accept } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 0 });
    const march = await pending(3, 0, { moveInDate: '2027-03-01' });
    expect((await accept(march.id)).statusCode).toBe(200);
    // From January the newcomer would still be there in March, beside the first: 6 of 5.
    const january = await pending(3, 0, { moveInDate: '2027-01-04' });
    expect((await accept(january.id)).statusCode).toBe(409);

    const leaving = await pending(2, 0, { status: 'accepted', moveInDate: '2026-06-01', moveOutDate: '2027-04-01' });
    expect(leaving.status).toBe('accepted');
    // From March, 3 (March on) + 2 (until April) = 5: no room for 1 more that would be there then…
    expect((await accept((await pending(1, 0, { moveInDate: '2027-01-10' })).id)).statusCode).toBe(409);
    // …and room for 2 from the day those 2 are free again (the March tenancy keeps 3).
    expect((await accept((await pending(2, 0, { moveInDate: '2027-04-01' })).id)).statusCode).toBe(200);
  });

  test('of several admins accepting for the last spaces at once, exactly one wins', async () => {
    const { t, db, setCapacity, pending, statusOf } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 5 });
    // Separate sessions, like separate desks; on PostgreSQL each request has a connection of its own.
    const admins = await Promise.all(
      ['east', 'west', 'north', 'south'].map((desk) => signInAsAdmin(t, { username: `desk.${desk}` })),
    );
    const applications = await Promise.all(admins.map(() => pending(3, 0)));
    const mailBefore = await countRows(db, 'mail_outbox');
    const answers = await Promise.all(
      applications.map((application, index) =>
        t.app.inject({
          method: 'POST',
          url: ADMIN_API.action,
          headers: admins[index]?.headers,
          payload: { id: application.id, status: 0 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const statuses = await Promise.all(applications.map((application) => statusOf(application.id)));
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(await countRows(db, 'mail_outbox')).toBe(mailBefore + 1);
  });
});

describe('POST /api/ApplicationFormData/EndTenancy', () => {
  test('frees the spaces from the move-out date, in the history with who and why', async () => {
    const { t, headers, setCapacity, pending, accept, yards, endTenancy } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 5 });
    const tenant = await pending(4, 1, { moveInDate: '2026-12-10' });
    expect((await accept(tenant.id)).statusCode).toBe(200);
    expect(yardIn(await yards('2027-03-01'), 'mavid').truckSpaces.free).toBe(1);

    const response = await endTenancy({ id: tenant.id, moveOutDate: '2027-03-01', reason: 'Moved to their own yard' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, moveOutDate: '2027-03-01' });
    expect(yardIn(await yards('2027-02-28'), 'mavid').truckSpaces.free).toBe(1);
    expect(yardIn(await yards('2027-03-01'), 'mavid').truckSpaces.free).toBe(5);
    // A newcomer from that day fits.
    expect((await accept((await pending(5, 0, { moveInDate: '2027-03-01' })).id)).statusCode).toBe(200);

    const details = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(tenant.id), headers });
    const ended = details
      .json<{ history: Array<{ action: string; details: Record<string, unknown> }> }>()
      .history.find((event) => event.action === 'tenancy_ended');
    expect(ended?.details).toMatchObject({ moveOutDate: '2027-03-01', reason: 'Moved to their own yard' });
  });

  test.each([
    ['a pending application', { status: 'pending' as const }, { moveOutDate: '2027-03-01' }, 409, /accepted/],
    ['a move-out before the move-in', { status: 'accepted' as const }, { moveOutDate: '2026-11-01' }, 400, /before/],
    ['no reason', { status: 'accepted' as const }, { moveOutDate: '2027-03-01', reason: ' ' }, 400, /why/],
    ['a day that is not a date', { status: 'accepted' as const }, { moveOutDate: '01/03/2027' }, 400, /YYYY-MM-DD/],
  ])('%s is refused, naming the problem, and nothing changes', async (_case, stored, body, status, message) => {
    const { db, pending, endTenancy } = await start();
    const tenant = await pending(1, 0, { ...stored, moveInDate: '2026-12-10' });
    const response = await endTenancy({ id: tenant.id, reason: 'Left', ...body });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.body).toMatch(message);
    const row = await db
      .selectFrom('applications')
      .select('move_out_date')
      .where('id', '=', tenant.id)
      .executeTakeFirst();
    expect(row?.move_out_date).toBeNull();
    expect(await countRows(db, 'application_events')).toBe(0);
  });

  test('an unknown application is a 404', async () => {
    const { endTenancy } = await start();
    const response = await endTenancy({ id: 987654, moveOutDate: '2027-03-01', reason: 'Left' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the admin sees fit at a glance', () => {
  test('the list and details say whether each pending application fits its yard from its move-in date', async () => {
    const { t, headers, setCapacity, pending, accept } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 5 });
    const tenant = await pending(4, 0, { moveInDate: '2027-01-04' });
    expect((await accept(tenant.id)).statusCode).toBe(200);
    const fits = await pending(1, 5, { moveInDate: '2027-02-01' });
    const short = await pending(3, 6, { moveInDate: '2027-02-01' });
    const elsewhere = await pending(50, 50, { locationAppliedFor: 'Derry Rd W & Mavis Rd' });

    const list = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?Status=0&take=50`, headers });
    const fitOf = (id: number) =>
      list.json<{ data: Array<{ id: number; spacesFit: unknown }> }>().data.find((item) => item.id === id)?.spacesFit;
    expect(fitOf(fits.id)).toEqual({ fits: true, from: '2027-02-01', shortfall: { truckSpaces: 0, trailerSpaces: 0 } });
    expect(fitOf(short.id)).toEqual({
      fits: false,
      from: '2027-02-01',
      shortfall: { truckSpaces: 2, trailerSpaces: 1 },
      // No other yard has a capacity set, so none is known to have room.
      alternatives: [],
    });
    // A yard without a capacity is not judged.
    expect(fitOf(elsewhere.id)).toBeNull();

    const details = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(short.id), headers });
    expect(details.json<{ spacesFit: unknown }>().spacesFit).toEqual(fitOf(short.id));
    const accepted = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(tenant.id), headers });
    expect(accepted.json<{ spacesFit: unknown }>().spacesFit).toBeNull();
  });
});

describe('the days a tenancy uses', () => {
  test('a move-out put later takes spaces back only while they are free', async () => {
    const { setCapacity, pending, accept, endTenancy } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 0 });
    const leaving = await pending(3, 0, { status: 'accepted', moveInDate: '2026-06-01', moveOutDate: '2027-02-01' });
    const arriving = await pending(4, 0, { moveInDate: '2027-02-01' });
    expect((await accept(arriving.id)).statusCode).toBe(200);
    const endOn = (moveOutDate: string) => endTenancy({ id: leaving.id, moveOutDate, reason: 'Stays on' });

    const longer = await endOn('2027-03-01');
    expect(longer.statusCode).toBe(409);
    expect(longer.json().message).toContain('7 truck spaces of 5 on 2027-02-01');
    // Sooner is always possible.
    expect((await endOn('2027-01-15')).statusCode).toBe(200);
  });

  test('an application reopened after its tenancy ended runs on again once accepted again', async () => {
    const { t, db, headers, setCapacity, pending, accept, statusOf } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 0 });
    const tenant = await pending(3, 0, { status: 'accepted', moveInDate: '2026-06-01', moveOutDate: '2027-02-01' });
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/ReopenApplication',
      headers,
      payload: { id: tenant.id, reason: 'Wants to stay after all' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await statusOf(tenant.id)).toBe('pending');
    expect((await accept(tenant.id)).statusCode).toBe(200);
    const row = await db
      .selectFrom('applications')
      .select('move_out_date')
      .where('id', '=', tenant.id)
      .executeTakeFirst();
    expect(row?.move_out_date).toBeNull();
    // So it counts from now on, without end: 2 of 5 left in March.
    expect((await accept((await pending(3, 0, { moveInDate: '2027-03-01' })).id)).statusCode).toBe(409);
  });

  test('reviewed after its move-in day, an application is judged from today', async () => {
    const { setCapacity, pending, accept } = await start();
    await setCapacity('mavid', { truckSpaces: 5, trailerSpaces: 0 });
    // Left before today (2026-12-01), though after the late one's move-in day.
    await pending(5, 0, { status: 'accepted', moveInDate: '2026-06-01', moveOutDate: '2026-11-15' });
    const late = await pending(5, 0, { moveInDate: '2026-11-01' });
    expect((await accept(late.id)).statusCode).toBe(200);
  });
});

describe('GET /api/Yards/Occupancy', () => {
  test('each yard’s busiest use week by week for 13 weeks, to a signed-in admin only', async () => {
    const { t, headers, setCapacity, pending } = await start();
    await setCapacity('mavid', { truckSpaces: 10, trailerSpaces: 10 });
    await pending(3, 1, { status: 'accepted', moveInDate: '2026-06-01', moveOutDate: '2026-12-10' });
    await pending(2, 2, { status: 'accepted', moveInDate: '2026-12-20' });
    expect((await t.app.inject({ method: 'GET', url: YARDS_API.occupancy })).statusCode).toBe(401);

    const response = await t.app.inject({ method: 'GET', url: YARDS_API.occupancy, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      asOf: string;
      yards: Array<{ slug: string; truckCapacity: number | null; weeks: unknown[] }>;
    }>();
    expect(body.asOf).toBe(TODAY);
    const milton = body.yards.find((yard) => yard.slug === 'mavid');
    expect(milton?.truckCapacity).toBe(10);
    expect(milton?.weeks).toHaveLength(13);
    expect(milton?.weeks.slice(0, 4)).toEqual([
      // Dec 1–7 and Dec 8–14: the first tenancy until it leaves on the 10th.
      { from: '2026-12-01', trucks: 3, trailers: 1 },
      { from: '2026-12-08', trucks: 3, trailers: 1 },
      { from: '2026-12-15', trucks: 2, trailers: 2 },
      { from: '2026-12-22', trucks: 2, trailers: 2 },
    ]);
    expect(body.yards.find((yard) => yard.slug === 'dean')?.weeks[0]).toEqual({ from: TODAY, trucks: 0, trailers: 0 });
  });
});
