import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import PetsIcon from '@mui/icons-material/Pets';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import SchoolIcon from '@mui/icons-material/School';
import {
  PLAN_MEETING_KINDS,
  PLAN_NAME_MAX,
  PLAN_NOTE_MAX,
  PLAN_OTHER_PLAN_KINDS,
  PLAN_PHONE_MAX,
  PLAN_SERVICE_KINDS,
  PLAN_TEXT_MAX,
  type Plan,
  type PlanMeetingPlace,
  type PlanOtherPlan,
  type PlanPet,
  type PlanService,
} from '@prepwell/contract';
import { newId } from '../../lib/new-id';
import { usePlaces } from '../../lib/places/use-places';
import { EntryList, PlanText, phoneProblem } from './plan-fields';

/** A native select of `options`, each labelled by `label(option)`. */
function Choice<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  none,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
  /** The label of "none of them", when it may be chosen. */
  none?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}

/** Meeting places: near home, outside the neighbourhood, out of town (Ready.gov's three). */
export function MeetingPlacesForm({
  meetingPlaces,
  onChange,
}: {
  meetingPlaces: PlanMeetingPlace[];
  onChange: (meetingPlaces: PlanMeetingPlace[]) => void;
}) {
  const { t } = useTranslation('pages');
  const saved = usePlaces();
  return (
    <EntryList
      entries={meetingPlaces}
      onChange={onChange}
      max={6}
      blank={(): PlanMeetingPlace => ({
        id: newId(),
        kind:
          PLAN_MEETING_KINDS[Math.min(meetingPlaces.length, PLAN_MEETING_KINDS.length - 1)] ?? 'near-home',
        name: '',
        address: '',
        place: null,
      })}
      unnamed={(n) => t('plan.meetingPlaces.unnamed', { n })}
      removeLabel={(name) => t('plan.remove', { name })}
      addLabel={t('plan.meetingPlaces.add')}
      addIcon={<AddLocationAltIcon aria-hidden="true" />}
      fields={(meeting, update) => (
        <>
          <Choice
            label={t('plan.meetingPlaces.kind')}
            value={meeting.kind}
            options={PLAN_MEETING_KINDS}
            optionLabel={(kind) => t(`plan.meetingPlaces.kinds.${kind}`)}
            onChange={(kind) => kind && update({ kind })}
          />
          <PlanText
            label={t('plan.meetingPlaces.name')}
            help={t('plan.meetingPlaces.nameHelp')}
            value={meeting.name}
            max={PLAN_NAME_MAX}
            onChange={(value) => update({ name: value })}
          />
          <PlanText
            label={t('plan.meetingPlaces.address')}
            value={meeting.address}
            max={PLAN_TEXT_MAX}
            multiline
            onChange={(value) => update({ address: value })}
          />
          {saved.places.length > 0 && (
            <Choice
              label={t('plan.meetingPlaces.savedPlace')}
              value={meeting.place?.id ?? ''}
              options={saved.places.map((place) => place.id)}
              optionLabel={(id) => saved.places.find((place) => place.id === id)?.name ?? id}
              none={t('plan.meetingPlaces.noSavedPlace')}
              onChange={(id) => {
                const place = saved.places.find((candidate) => candidate.id === id);
                update({
                  place: place ? { id: place.id, name: place.name, lat: place.lat, lng: place.lng } : null,
                });
              }}
            />
          )}
        </>
      )}
    />
  );
}

/** Pets: what a shelter or a finder needs. */
export function PetsForm({ pets, onChange }: { pets: PlanPet[]; onChange: (pets: PlanPet[]) => void }) {
  const { t } = useTranslation('pages');
  return (
    <EntryList
      entries={pets}
      onChange={onChange}
      blank={(): PlanPet => ({ id: newId(), name: '', kind: '', microchip: '', vet: '', vet_phone: '' })}
      unnamed={(n) => t('plan.pets.unnamed', { n })}
      removeLabel={(name) => t('plan.remove', { name })}
      addLabel={t('plan.pets.add')}
      addIcon={<PetsIcon aria-hidden="true" />}
      fields={(pet, update) => (
        <>
          <PlanText
            label={t('plan.pets.name')}
            value={pet.name}
            max={PLAN_NAME_MAX}
            onChange={(name) => update({ name })}
          />
          <PlanText
            label={t('plan.pets.kind')}
            value={pet.kind}
            max={PLAN_NAME_MAX}
            onChange={(kind) => update({ kind })}
          />
          <PlanText
            label={t('plan.pets.microchip')}
            value={pet.microchip}
            max={PLAN_NAME_MAX}
            onChange={(microchip) => update({ microchip })}
          />
          <PlanText
            label={t('plan.pets.vet')}
            value={pet.vet}
            max={PLAN_NAME_MAX}
            onChange={(vet) => update({ vet })}
          />
          <PlanText
            label={t('plan.pets.vetPhone')}
            type="tel"
            value={pet.vet_phone}
            max={PLAN_PHONE_MAX}
            error={phoneProblem(pet.vet_phone) ? t('plan.problems.phone') : undefined}
            onChange={(value) => update({ vet_phone: value })}
          />
        </>
      )}
    />
  );
}

/** Doctors, pharmacy, insurance: names and numbers only. */
export function ServicesForm({
  services,
  onChange,
}: {
  services: PlanService[];
  onChange: (services: PlanService[]) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <EntryList
      entries={services}
      onChange={onChange}
      blank={(): PlanService => ({ id: newId(), kind: 'doctor', name: '', phone: '', number: '' })}
      unnamed={(n) => t('plan.services.unnamed', { n })}
      removeLabel={(name) => t('plan.remove', { name })}
      addLabel={t('plan.services.add')}
      addIcon={<LocalHospitalIcon aria-hidden="true" />}
      fields={(service, update) => (
        <>
          <Choice
            label={t('plan.services.kind')}
            value={service.kind}
            options={PLAN_SERVICE_KINDS}
            optionLabel={(kind) => t(`plan.services.kinds.${kind}`)}
            onChange={(kind) => kind && update({ kind })}
          />
          <PlanText
            label={t('plan.services.name')}
            value={service.name}
            max={PLAN_NAME_MAX}
            onChange={(name) => update({ name })}
          />
          <PlanText
            label={t('plan.fields.phone')}
            type="tel"
            value={service.phone}
            max={PLAN_PHONE_MAX}
            error={phoneProblem(service.phone) ? t('plan.problems.phone') : undefined}
            onChange={(phone) => update({ phone })}
          />
          <PlanText
            label={t('plan.services.number')}
            value={service.number}
            max={PLAN_NAME_MAX}
            onChange={(number) => update({ number })}
          />
        </>
      )}
    />
  );
}

/** The emergency plans of schools, workplaces and care homes. */
export function OtherPlansForm({
  otherPlans,
  onChange,
}: {
  otherPlans: PlanOtherPlan[];
  onChange: (otherPlans: PlanOtherPlan[]) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <EntryList
      entries={otherPlans}
      onChange={onChange}
      blank={(): PlanOtherPlan => ({ id: newId(), kind: 'school', name: '', phone: '', plan: '' })}
      unnamed={(n) => t('plan.otherPlans.unnamed', { n })}
      removeLabel={(name) => t('plan.remove', { name })}
      addLabel={t('plan.otherPlans.add')}
      addIcon={<SchoolIcon aria-hidden="true" />}
      fields={(other, update) => (
        <>
          <Choice
            label={t('plan.otherPlans.kind')}
            value={other.kind}
            options={PLAN_OTHER_PLAN_KINDS}
            optionLabel={(kind) => t(`plan.otherPlans.kinds.${kind}`)}
            onChange={(kind) => kind && update({ kind })}
          />
          <PlanText
            label={t('plan.otherPlans.name')}
            value={other.name}
            max={PLAN_NAME_MAX}
            onChange={(name) => update({ name })}
          />
          <PlanText
            label={t('plan.fields.phone')}
            type="tel"
            value={other.phone}
            max={PLAN_PHONE_MAX}
            error={phoneProblem(other.phone) ? t('plan.problems.phone') : undefined}
            onChange={(phone) => update({ phone })}
          />
          <PlanText
            label={t('plan.otherPlans.plan')}
            help={t('plan.otherPlans.planHelp')}
            value={other.plan}
            max={PLAN_NOTE_MAX}
            multiline
            onChange={(plan) => update({ plan })}
          />
        </>
      )}
    />
  );
}

/** Where to shut off gas, water and power. */
export function UtilitiesForm({
  utilities,
  onChange,
}: {
  utilities: Plan['utilities'];
  onChange: (utilities: Plan['utilities']) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(['gas', 'water', 'power'] as const).map((utility) => (
        <PlanText
          key={utility}
          label={t(`plan.utilities.${utility}`)}
          help={t('plan.utilities.help')}
          value={utilities[utility]}
          max={PLAN_TEXT_MAX}
          multiline
          onChange={(value) => onChange({ ...utilities, [utility]: value })}
        />
      ))}
    </Box>
  );
}

/** How to leave, and where to go. */
export function EvacuationForm({
  evacuation,
  onChange,
}: {
  evacuation: Plan['evacuation'];
  onChange: (evacuation: Plan['evacuation']) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PlanText
        label={t('plan.evacuation.routes')}
        help={t('plan.evacuation.routesHelp')}
        value={evacuation.routes}
        max={PLAN_NOTE_MAX}
        multiline
        onChange={(routes) => onChange({ ...evacuation, routes })}
      />
      <PlanText
        label={t('plan.evacuation.destination')}
        help={t('plan.evacuation.destinationHelp')}
        value={evacuation.destination}
        max={PLAN_TEXT_MAX}
        multiline
        onChange={(destination) => onChange({ ...evacuation, destination })}
      />
    </Box>
  );
}
