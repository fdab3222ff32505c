import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, emptyPlan, type Plan } from '@prepwell/contract';
import { deleteUser } from '../src/modules/account/repository.js';
import { emergencyPlans } from '../src/db/schema.js';
import { captureLogs, createTestApp, signInAs, type TestApp } from './helpers.js';

/** A plan with something in every section, the kind people write at the kitchen table. */
function fullPlan(): Plan {
  return {
    members: [
      {
        id: randomUUID(),
        name: 'Rosa Díaz',
        born: '1948-03-09',
        age_group: 'older-adult',
        phone: '+1 (503) 555-0142',
        conditions: 'Type 2 diabetes',
        medicines: 'Metformin 500 mg twice a day',
        allergies: 'Penicillin',
        devices: 'Hearing aids',
        help_note: 'Speak slowly and face me; I read lips.',
      },
    ],
    contacts: [
      {
        id: randomUUID(),
        name: 'Ana',
        relationship: 'Daughter',
        phone: '503 555 0199',
        email: 'ana@example.org',
        out_of_town: true,
      },
    ],
    meeting_places: [
      {
        id: randomUUID(),
        kind: 'near-home',
        name: 'The oak at the corner',
        address: 'SE 12th and Pine',
        place: { id: randomUUID(), name: 'Home', lat: 45.52, lng: -122.68 },
      },
    ],
    pets: [
      {
        id: randomUUID(),
        name: 'Miso',
        kind: 'Cat',
        microchip: '985112003456789',
        vet: 'Hawthorne Vet',
        vet_phone: '503-555-0100',
      },
    ],
    services: [
      { id: randomUUID(), kind: 'pharmacy', name: 'Corner Pharmacy', phone: '503-555-0111', number: '' },
    ],
    utilities: {
      gas: 'Meter on the north wall; wrench in the garage',
      water: '',
      power: 'Panel in the basement',
    },
    other_plans: [
      { id: randomUUID(), kind: 'school', name: 'Lincoln Elementary', phone: '', plan: 'Pick-up at the gym' },
    ],
    evacuation: { routes: 'Hawthorne Bridge west, then I-5 north', destination: 'Ana’s house in Salem' },
  };
}

describe('My Emergency Plan', () => {
  let t: TestApp;
  const logs = captureLogs();
  let alice: Awaited<ReturnType<typeof signInAs>>;
  let bob: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
    alice = await signInAs(t.database, { subject: 'plan-alice' });
    bob = await signInAs(t.database, { subject: 'plan-bob' });
  });
  afterAll(async () => t.close());

  const headers = (cookie?: string) => (cookie ? { cookie } : {});
  const get = (cookie?: string) => t.app.inject({ url: API_PATHS.plan, headers: headers(cookie) });
  const put = (plan: unknown, revision: number, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: API_PATHS.plan,
      headers: headers(cookie),
      payload: { revision, plan },
    });
  const remove = (cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: API_PATHS.plan, headers: headers(cookie) });
  const exported = (cookie?: string) => t.app.inject({ url: API_PATHS.planExport, headers: headers(cookie) });

  describe('who may do what', () => {
    it('answers 401 to anonymous calls on every plan endpoint, and stores nothing', async () => {
      const before = await t.database.db.select().from(emergencyPlans);
      for (const answer of [await get(), await put(fullPlan(), 1), await remove(), await exported()]) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json().error.code).toBe('UNAUTHORIZED');
      }
      expect(await t.database.db.select().from(emergencyPlans)).toEqual(before);
    });

    it('keeps each person’s plan to them alone: another account reads, writes, exports and deletes only its own', async () => {
      const plan = fullPlan();
      expect((await put(plan, 1, alice.cookie)).statusCode).toBe(200);

      expect((await get(bob.cookie)).json()).toEqual({ plan: emptyPlan(), revision: 0, updated_at: null });
      expect((await exported(bob.cookie)).json().plan).toEqual(emptyPlan());
      expect((await put(emptyPlan(), 5, bob.cookie)).statusCode).toBe(200);
      expect((await remove(bob.cookie)).statusCode).toBe(204);

      const mine = (await get(alice.cookie)).json();
      expect(mine.plan).toEqual(plan);
      expect(mine.revision).toBe(1);
      expect((await exported(alice.cookie)).json().plan).toEqual(plan);
    });
  });

  it('saves the whole plan, answers it no-store, and reads it back', async () => {
    const plan = fullPlan();
    const saved = await put(plan, 2, alice.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(saved.json()).toMatchObject({ plan, revision: 2 });
    expect(Date.parse(saved.json().updated_at)).not.toBeNaN();
    const read = await get(alice.cookie);
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.json().plan).toEqual(plan);
  });

  it('never lets an older save overwrite a newer one (409); the same save again is fine', async () => {
    const newer = { ...fullPlan(), evacuation: { routes: 'North on 99E', destination: '' } };
    expect((await put(newer, 10, alice.cookie)).statusCode).toBe(200);
    const older = await put(fullPlan(), 9, alice.cookie);
    expect(older.statusCode).toBe(409);
    expect(older.json().error.code).toBe('CONFLICT');
    expect((await get(alice.cookie)).json().plan).toEqual(newer);
    expect((await put(newer, 10, alice.cookie)).statusCode).toBe(200);
  });

  it('exports the whole plan as a JSON file', async () => {
    const plan = fullPlan();
    await put(plan, 11, alice.cookie);
    const file = await exported(alice.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="prepwell-plan.json"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.json()).toMatchObject({ format: 'prepwell-plan/1', plan, revision: 11 });
    expect(Date.parse(file.json().exported_at)).not.toBeNaN();
  });

  const long = (n: number) => 'x'.repeat(n);
  const withMember = (change: object) => {
    const plan = fullPlan();
    return { ...plan, members: [{ ...plan.members[0], ...change }] };
  };
  it.each([
    ['a name too long', withMember({ name: long(81) }), 'members.0.name', /at most 80/],
    ['medicines too long', withMember({ medicines: long(501) }), 'members.0.medicines', /at most 500/],
    ['a help note too long', withMember({ help_note: long(2001) }), 'members.0.help_note', /at most 2000/],
    ['a date of birth that is not a date', withMember({ born: '9 March' }), 'members.0.born', /YYYY-MM-DD/],
    ['an unknown age group', withMember({ age_group: 'toddler' }), 'members.0.age_group', /./],
    ['letters in a phone number', withMember({ phone: 'call me' }), 'members.0.phone', /digits/],
    [
      'an email address that is not one',
      { ...fullPlan(), contacts: [{ ...fullPlan().contacts[0], email: 'ana at home' }] },
      'contacts.0.email',
      /name@example.org/,
    ],
    [
      'an unknown meeting place kind',
      { ...fullPlan(), meeting_places: [{ ...fullPlan().meeting_places[0], kind: 'moon' }] },
      'meeting_places.0.kind',
      /./,
    ],
    [
      'seven meeting places',
      {
        ...fullPlan(),
        meeting_places: Array.from({ length: 7 }, () => ({
          ...fullPlan().meeting_places[0],
          id: randomUUID(),
        })),
      },
      'meeting_places',
      /at most 6/,
    ],
    [
      'twenty-one pets',
      {
        ...fullPlan(),
        pets: Array.from({ length: 21 }, () => ({ ...fullPlan().pets[0], id: randomUUID() })),
      },
      'pets',
      /at most 20/,
    ],
    [
      'one id twice',
      (() => {
        const plan = fullPlan();
        return { ...plan, pets: [plan.pets[0], { ...plan.pets[0], name: 'Tofu' }] };
      })(),
      'pets',
      /two entries have one id/,
    ],
    [
      'a shut-off note too long',
      { ...fullPlan(), utilities: { gas: long(501), water: '', power: '' } },
      'utilities.gas',
      /at most 500/,
    ],
    ['a section left out', (({ pets: _pets, ...rest }) => rest)(fullPlan()), 'pets', /./],
  ])('refuses %s with a 400 naming the field', async (_, plan, path, message) => {
    const answer = await put(plan, 20, alice.cookie);
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `body.plan.${path}`, message: expect.stringMatching(message) }),
      ]),
    );
  });

  it('keeps an entry not yet named (the plan is saved as it is typed), its name trimmed', async () => {
    const saved = await put(withMember({ name: '  ', medicines: 'Insulin' }), 40, alice.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plan.members[0]).toMatchObject({ name: '', medicines: 'Insulin' });
  });

  it('refuses a revision that is not a count of saves', async () => {
    expect((await put(fullPlan(), 0, alice.cookie)).statusCode).toBe(400);
    expect((await put(fullPlan(), 1.5, alice.cookie)).statusCode).toBe(400);
  });

  it('deletes the plan on request, and with the account', async () => {
    const carol = await signInAs(t.database, { subject: 'plan-carol' });
    await put(fullPlan(), 1, carol.cookie);
    expect((await remove(carol.cookie)).statusCode).toBe(204);
    expect((await get(carol.cookie)).json().revision).toBe(0);

    await put(fullPlan(), 1, carol.cookie);
    await deleteUser(t.database.db, carol.user);
    const left = await t.database.db.select().from(emergencyPlans);
    expect(left.length).toBeGreaterThan(0);
    expect(left.some((row) => row.userId === carol.user.id)).toBe(false);
  });

  it('never logs what a plan holds, saved or refused', async () => {
    expect((await put(fullPlan(), 50, alice.cookie)).statusCode).toBe(200);
    await put(withMember({ phone: 'Metformin-call-me', medicines: long(501) }), 51, alice.cookie);
    for (const secret of ['Rosa', 'Metformin', 'Penicillin', '555-0142', 'Miso', 'Salem'])
      expect(logs.text()).not.toContain(secret);
  });
});
