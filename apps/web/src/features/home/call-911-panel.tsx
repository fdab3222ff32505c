import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalPhoneIcon from '@mui/icons-material/LocalPhone';
import Box from '@mui/material/Box';
import { ListDetail } from '../../components/list-detail';

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
        items={CALL_911_ITEMS.map((key) => ({
          id: key,
          title: t(`call911.items.${key}.title`),
          detail: <Typography>{t(`call911.items.${key}.detail`)}</Typography>,
        }))}
      />
    </Paper>
  );
}
