import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import Box from '@mui/material/Box';
import { ListDetail } from '../../components/list-detail';
import { TextLink } from '../../components/text-link';
import { paths } from '../../config/paths';

/** The nine situations of the "When should I call 911" panel (spec §1, §9). */
export const CALL_911_ITEMS = [
  'notBreathing',
  'chestPain',
  'stroke',
  'bleeding',
  'unresponsive',
  'fire',
  'crime',
  'injury',
  'poisoning',
] as const;

/**
 * The guide each situation links to: its slug and its name's catalog key (`call911.guides.*`).
 * `unresponsive` is about someone who cannot be woken (seizures are one case of several), so it
 * leads to CPR, which starts with checking a person who does not respond; `injury` names
 * crashes, falls and head injuries, so it leads to the head-injury guide.
 */
const CALL_911_GUIDES: Record<(typeof CALL_911_ITEMS)[number], { slug: string; guide: string }> = {
  notBreathing: { slug: 'cardiac-arrest-cpr', guide: 'cardiacArrestCpr' },
  chestPain: { slug: 'heart-attack', guide: 'heartAttack' },
  stroke: { slug: 'stroke', guide: 'stroke' },
  bleeding: { slug: 'bleeding', guide: 'bleeding' },
  unresponsive: { slug: 'cardiac-arrest-cpr', guide: 'cardiacArrestCpr' },
  fire: { slug: 'house-fire', guide: 'houseFire' },
  crime: { slug: 'assault', guide: 'assault' },
  injury: { slug: 'head-injury', guide: 'headInjury' },
  poisoning: { slug: 'poisoning', guide: 'poisoning' },
};

export function Call911Panel() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="call-911-heading"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <LocalPhoneIcon color="error" aria-hidden="true" />
        <Typography variant="h2" id="call-911-heading">
          {t('call911.title')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2 }}>{t('call911.intro')}</Typography>
      <ListDetail
        label={t('call911.listLabel')}
        items={CALL_911_ITEMS.map((key) => {
          const { slug, guide } = CALL_911_GUIDES[key];
          return {
            id: key,
            title: t(`call911.items.${key}.title`),
            detail: (
              <>
                <Typography>{t(`call911.items.${key}.detail`)}</Typography>
                <Button variant="contained" color="error" href="tel:911" sx={{ mt: 1.5, minHeight: 48 }}>
                  {t('call911.call')}
                </Button>
                <TextLink to={paths.hazard.href(slug)} sx={{ display: 'block', mt: 1.5, fontWeight: 700 }}>
                  {t('call911.guideLink', { hazard: t(`call911.guides.${guide}`) })}
                </TextLink>
              </>
            ),
          };
        })}
      />
    </Paper>
  );
}
