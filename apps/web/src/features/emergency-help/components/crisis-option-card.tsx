import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import SmsIcon from '@mui/icons-material/Sms';
import { pickText, type CrisisSupportOption, type LanguageCode } from '@prepwell/contract';
import { isolateLtr } from '../../../lib/direction/isolate';
import { smsHref, telHref } from '../lib/contact-links';

/** The phrases of a localized list in `lang`, English when that language has none. */
const listIn = (list: CrisisSupportOption['examples'], lang: LanguageCode) => list[lang] ?? list.en;

/**
 * One crisis support option (spec §2): title, subheader, icon, hours or 24/7, a call action and
 * a text action where the service takes texts (one tap on a phone; the number is in the words too,
 * so it can be read aloud or dialled from another phone), the website, and More / Less Details.
 */
export function CrisisOptionCard({ option, lang }: { option: CrisisSupportOption; lang: LanguageCode }) {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = pickText(option.title, lang);
  const textNumber = option.is_text_line ? option.phone : option.text_number;
  const action = { size: 'large', sx: { minHeight: 48, justifyContent: 'flex-start' } } as const;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={option.icon.src}
          alt={pickText(option.icon.alt, lang)}
          width={40}
          height={40}
          sx={{ flexShrink: 0, p: 0.75, borderRadius: '50%', bgcolor: '#e8f0fb' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{pickText(option.subheader, lang)}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
            {option.sample && (
              <Chip
                size="small"
                color="warning"
                label={t('emergencyHelp.sample')}
                aria-label={t('emergencyHelp.sampleLabel')}
              />
            )}
            {option.scope === 'LOCAL' && (
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<PlaceIcon />}
                label={t('emergencyHelp.local')}
              />
            )}
          </Box>
        </Box>
      </Box>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <AccessTimeIcon fontSize="small" aria-hidden />
        {option.always_available || !option.hours
          ? t('emergencyHelp.available247')
          : pickText(option.hours, lang)}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {!option.is_text_line && (
          <Button variant="contained" href={telHref(option.phone)} startIcon={<PhoneIcon />} {...action}>
            {t('emergencyHelp.call', { number: isolateLtr(option.phone, lang) })}
          </Button>
        )}
        {textNumber && (
          <Button
            variant={option.is_text_line ? 'contained' : 'outlined'}
            href={smsHref(textNumber, option.text_keyword)}
            startIcon={<SmsIcon />}
            {...action}
          >
            {option.text_keyword
              ? t('emergencyHelp.textKeyword', {
                  keyword: isolateLtr(option.text_keyword, lang),
                  number: isolateLtr(textNumber, lang),
                })
              : t('emergencyHelp.text', { number: isolateLtr(textNumber, lang) })}
          </Button>
        )}
        <Button
          variant="text"
          href={option.link}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<LanguageIcon />}
          aria-label={t('emergencyHelp.websiteOf', { name: title })}
          {...action}
        >
          {t('emergencyHelp.website')}
        </Button>
      </Box>
      <Box sx={{ mt: 'auto' }}>
        <Button
          onClick={() => setOpen((now) => !now)}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ minHeight: 44, px: 1 }}
        >
          {open ? t('emergencyHelp.lessDetails') : t('emergencyHelp.moreDetails')}
        </Button>
        <Collapse in={open} id={`${id}-details`} unmountOnExit>
          <DetailSection title={t('emergencyHelp.helpsWith')}>
            <PhraseList phrases={listIn(option.examples, lang)} />
          </DetailSection>
          <DetailSection title={t('emergencyHelp.whoTheyHelp')}>
            <PhraseList phrases={listIn(option.who_they_help, lang)} />
          </DetailSection>
          <DetailSection title={t('emergencyHelp.about')}>
            <Typography>{pickText(option.details, lang)}</Typography>
          </DetailSection>
        </Collapse>
      </Box>
    </Card>
  );
}

/** One section of More Details: its heading, then what it says. */
function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography component="h4" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

function PhraseList({ phrases }: { phrases: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
      {phrases.map((phrase) => (
        <li key={phrase}>{phrase}</li>
      ))}
    </Box>
  );
}
