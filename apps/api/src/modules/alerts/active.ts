/*
 * The active alerts as the API matches them: read from the database with their R-tree, kept for a
 * few seconds (every request would otherwise read every alert's shapes), read again at once when
 * this replica's poller stored something. Other replicas see a poll within `ttlMs`.
 */
import type { Database } from '../../db/client.js';
import { AlertIndex } from './match.js';
import { activeAlerts, type AlertRow } from './repository.js';
import { withZoneShapes, zoneShapes, zonesNeeded } from './zones.js';

export interface ActiveAlertSet {
  byId: Map<number, AlertRow>;
  index: AlertIndex<number>;
}

export class ActiveAlerts {
  private current: { at: number; set: Promise<ActiveAlertSet> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly ttlMs = 10_000,
  ) {}

  /** The alerts active at `now()`, with their index (an expired alert is left out when read). */
  async get(): Promise<ActiveAlertSet> {
    const now = this.now().getTime();
    if (!this.current || Math.abs(now - this.current.at) >= this.ttlMs) {
      const set = this.read(new Date(now));
      this.current = { at: now, set };
      set.catch(() => {
        if (this.current?.set === set) this.current = undefined;
      });
    }
    return this.current.set;
  }

  /** Reads again at the next `get` (this replica stored a poll). */
  invalidate(): void {
    this.current = undefined;
  }

  private async read(now: Date): Promise<ActiveAlertSet> {
    return alertSet(this.db, await activeAlerts(this.db, now));
  }
}

/** Alerts with their R-tree; an area named only by zones is matched by the zones' kept shapes. */
export async function alertSet(db: Database, rows: AlertRow[]): Promise<ActiveAlertSet> {
  const shapes = await zoneShapes(db, zonesNeeded(rows.map((row) => row.message)));
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    index: new AlertIndex(
      rows.map((row) => ({
        id: row.id,
        areas: withZoneShapes(
          row.message.infos.flatMap((info) => info.areas),
          shapes,
        ),
      })),
    ),
  };
}
