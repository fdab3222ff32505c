import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { PLAN_NAME_MAX, PLAN_PHONE_MAX, type PlanContact } from '@prepwell/contract';
import { newId } from '../../lib/new-id';
import { EntryList, PlanText, emailProblem, phoneProblem } from './plan-fields';

const newContact = (): PlanContact => ({
  id: newId(),
  name: '',
  relationship: '',
  phone: '',
  email: '',
  out_of_town: false,
});

/** Emergency contacts: whom to call, one of them out of town. */
export function ContactsForm({
  contacts,
  onChange,
}: {
  contacts: PlanContact[];
  onChange: (contacts: PlanContact[]) => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <EntryList
      entries={contacts}
      onChange={onChange}
      blank={newContact}
      unnamed={(n) => t('plan.contacts.unnamed', { n })}
      removeLabel={(name) => t('plan.contacts.remove', { name })}
      addLabel={t('plan.contacts.add')}
      addIcon={<ContactPhoneIcon aria-hidden="true" />}
      fields={(contact, update) => (
        <>
          <PlanText
            label={t('plan.contacts.name')}
            value={contact.name}
            max={PLAN_NAME_MAX}
            onChange={(value) => update({ name: value })}
          />
          <PlanText
            label={t('plan.contacts.relationship')}
            value={contact.relationship}
            max={PLAN_NAME_MAX}
            onChange={(value) => update({ relationship: value })}
          />
          <PlanText
            label={t('plan.fields.phone')}
            type="tel"
            value={contact.phone}
            max={PLAN_PHONE_MAX}
            error={phoneProblem(contact.phone) ? t('plan.problems.phone') : undefined}
            onChange={(value) => update({ phone: value })}
          />
          <PlanText
            label={t('plan.contacts.email')}
            type="email"
            value={contact.email}
            max={254}
            error={emailProblem(contact.email) ? t('plan.problems.email') : undefined}
            onChange={(value) => update({ email: value })}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={contact.out_of_town}
                onChange={(event) => update({ out_of_town: event.target.checked })}
              />
            }
            label={t('plan.contacts.outOfTown')}
          />
        </>
      )}
    />
  );
}
