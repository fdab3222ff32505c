import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  PLAN_AGE_GROUPS,
  PLAN_NAME_MAX,
  PLAN_NOTE_MAX,
  PLAN_PHONE_MAX,
  PLAN_TEXT_MAX,
  type PlanMember,
} from '@prepwell/contract';
import { newId } from '../../lib/new-id';
import { EntryList, PlanText, phoneProblem } from './plan-fields';

/** A person just added: nothing filled in yet. */
export const newMember = (): PlanMember => ({
  id: newId(),
  name: '',
  born: null,
  age_group: null,
  phone: '',
  conditions: '',
  medicines: '',
  allergies: '',
  devices: '',
  help_note: '',
});

/** Household members: who lives here, and what a helper needs to know about each. */
export function MembersForm({
  members,
  onChange,
}: {
  members: PlanMember[];
  onChange: (members: PlanMember[]) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <EntryList
      entries={members}
      onChange={onChange}
      blank={newMember}
      unnamed={(n) => t('plan.members.unnamed', { n })}
      removeLabel={(name) => t('plan.members.remove', { name })}
      addLabel={t('plan.members.add')}
      addIcon={<PersonAddIcon aria-hidden="true" />}
      fields={(member, update) => (
        <>
          <PlanText
            label={t('plan.members.name')}
            value={member.name}
            max={PLAN_NAME_MAX}
            autoComplete="name"
            onChange={(value) => update({ name: value })}
          />
          <PlanText
            label={t('plan.fields.phone')}
            type="tel"
            value={member.phone}
            max={PLAN_PHONE_MAX}
            error={phoneProblem(member.phone) ? t('plan.problems.phone') : undefined}
            onChange={(value) => update({ phone: value })}
          />
          <PlanText
            label={t('plan.members.born')}
            type="date"
            value={member.born ?? ''}
            max={10}
            onChange={(value) => update({ born: value === '' ? null : value })}
          />
          <TextField
            select
            label={t('plan.members.ageGroup')}
            value={member.age_group ?? ''}
            onChange={(event) =>
              update({ age_group: (event.target.value || null) as PlanMember['age_group'] })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{t('plan.members.ageGroupNone')}</option>
            {PLAN_AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`plan.members.ageGroups.${group}`)}
              </option>
            ))}
          </TextField>
          {(['conditions', 'medicines', 'allergies', 'devices'] as const).map((field) => (
            <PlanText
              key={field}
              label={t(`plan.members.${field}`)}
              value={member[field]}
              max={PLAN_TEXT_MAX}
              multiline
              onChange={(value) => update({ [field]: value })}
            />
          ))}
          <PlanText
            label={t('plan.members.helpNote')}
            help={t('plan.members.helpNoteHelp')}
            value={member.help_note}
            max={PLAN_NOTE_MAX}
            multiline
            onChange={(value) => update({ help_note: value })}
          />
        </>
      )}
    />
  );
}
