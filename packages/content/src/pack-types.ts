import type { PackLanguageCode } from './constants.js';
import type { AlertEventMapping } from './schema/alert-event.js';
import type { CrisisIntent } from './schema/crisis-intent.js';
import type { CrisisOptionFile } from './schema/crisis-option.js';
import type { EmergencyItem } from './schema/emergency-item.js';
import type { HazardFile, HazardTextFile } from './schema/hazard.js';
import type { RegionFile, Sponsor } from './schema/local.js';
import type { PrepCheckFile } from './schema/prep-check.js';
import type { ReviewFile } from './schema/review.js';
import type { ProgressFile } from './schema/progress.js';

/** One thing wrong with a pack, and the file (or folder) it is in. */
export interface PackProblem {
  file: string;
  message: string;
}

export interface HazardEntry {
  file: HazardFile;
  /** Text per pack language; English is always present in a valid pack. */
  text: Partial<Record<PackLanguageCode, HazardTextFile>>;
  /** The record of its reviews against official guidance (`review.yaml`), when it has one. */
  review?: ReviewFile;
}

export interface ContentPack {
  dir: string;
  hazards: HazardEntry[];
  crisisOptions: CrisisOptionFile[];
  /** What people mean when they search for help, and the lines that serve it (`crisis-intents.yaml`). */
  crisisIntents: CrisisIntent[];
  emergencyItems: EmergencyItem[];
  prepChecks: PrepCheckFile[];
  /** Badges and journey phases; undefined while the pack has none yet. */
  progress: ProgressFile | undefined;
  /** Local creators, sponsors and local content, per region. */
  regions: RegionFile[];
  /** Non-geo community sponsors (`sponsors/<slug>.yaml`), shown wherever the reader is. */
  sponsors: Sponsor[];
  /** Which hazard each kind of official alert leads to (`alert-events.yaml`; ADR 034). */
  alertEvents: AlertEventMapping[];
  problems: PackProblem[];
}
