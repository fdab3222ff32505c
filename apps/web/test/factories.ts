import type { HazardSummary } from '@prepwell/contract';

/** A hazard as the guide's list answers it: "Hazard {id}", a common weather incident, unless overridden. */
export function createHazardSummary(id: number, overrides: Partial<HazardSummary> = {}): HazardSummary {
  return {
    id,
    slug: `hazard-${id}`,
    name: { en: `Hazard ${id}` },
    description: { en: 'Something that can happen.' },
    tags: { en: [] },
    icon: { src: '/public/icons/hazards/x.svg' },
    types: ['Natural_Disaster'],
    category: 'Common Incidents',
    topics: ['Weather'],
    filters: [],
    local: false,
    creator: null,
    translations: ['en'],
    machine_translated: [],
    date_modified: '2022-01-01T00:00:00.000Z',
    ...overrides,
  };
}
