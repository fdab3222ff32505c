import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { pickText, type EmergencyItem, type LanguageCode } from '@prepwell/contract';
import { LoginWall } from '../../components/login-wall';
import { Page } from '../../components/page';
import { useToast } from '../../components/toast';
import { useProfile } from '../../lib/auth/profile-store';
import { useProfileSettled } from '../../lib/auth/use-profile-settled';
import { useErrorMessage, type ErrorSituation } from '../../lib/error-messages';
import { useEmergencyItems } from './api/get-emergency-items';
import { useToggleEmergencyItem } from './api/toggle-emergency-item';

/**
 * On paper (spec §2 "a print action"): the two lists side by side as a checklist, without the
 * app's header, navigation, footer or any button.
 */
/** The spec's messages for each action; the table's for a code the reader can act on. */
const LOAD_ERRORS: ErrorSituation = { otherwise: 'pages:emergencyItems.loadFailed' };
const TOGGLE_ERRORS: ErrorSituation = { otherwise: 'pages:emergencyItems.toggleFailed' };

const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, button, .no-print, .MuiSnackbar-root': { display: 'none !important' },
        body: { background: '#fff' },
        '.items-lists': {
          display: 'grid !important',
          gridTemplateColumns: '1fr 1fr !important',
          gap: '16px',
        },
        '.items-list-body': { maxHeight: 'none !important', overflow: 'visible !important' },
        '.items-list': { border: 'none !important', boxShadow: 'none !important', breakInside: 'avoid' },
      },
    }}
  />
);

/**
 * My Emergency Items (spec §2): "I have..." and "I do not have...", each at most 33rem tall
 * unless expanded, an item's Prep Check icons (wrapping from 4), toggles that move an item and
 * save it, and Print. Behind the login wall for anonymous visitors.
 */
export function MyEmergencyItemsPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const { status } = useProfile();
  const settled = useProfileSettled();
  const signedIn = status === 'signed-in';
  const items = useEmergencyItems(lang, signedIn);
  const toggle = useToggleEmergencyItem(lang);
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const change = (item: EmergencyItem, has: boolean) =>
    toggle.mutate({ item, has }, { onError: (error) => toast(errorMessage(error, TOGGLE_ERRORS), 'error') });

  return (
    <Page heading={t('common:titles.myEmergencyItems')}>
      {PRINT_STYLES}
      {!signedIn ? (
        settled && <LoginWall message={t('account.loginWall.emergencyItems')} />
      ) : items.isError && !items.data ? (
        <Alert severity="error">{errorMessage(items.error, LOAD_ERRORS)}</Alert>
      ) : (
        <>
          <Box
            className="no-print"
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
          >
            <Typography sx={{ flex: 1, minWidth: 240 }}>{t('emergencyItems.intro')}</Typography>
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ minHeight: 44 }}
            >
              {t('emergencyItems.print')}
            </Button>
          </Box>
          <Box
            className="items-lists"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <ItemList
              title={t('emergencyItems.have')}
              items={items.data?.yes}
              has
              lang={lang}
              onChange={change}
            />
            <ItemList
              title={t('emergencyItems.haveNot')}
              items={items.data?.no}
              has={false}
              lang={lang}
              onChange={change}
            />
          </Box>
        </>
      )}
    </Page>
  );
}

interface ItemListProps {
  title: string;
  items: EmergencyItem[] | undefined;
  has: boolean;
  lang: LanguageCode;
  onChange: (item: EmergencyItem, has: boolean) => void;
}

function ItemList({ title, items, has, lang, onChange }: ItemListProps) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      className="items-list"
      aria-labelledby={`${id}-title`}
      sx={{ p: 2 }}
    >
      <Typography id={`${id}-title`} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
        {title}{' '}
        {items && (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({items.length})
          </Box>
        )}
      </Typography>
      {!items ? (
        <Box aria-busy="true" aria-label={t('emergencyItems.loading')}>
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} height={56} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          {has ? t('emergencyItems.noneHave') : t('emergencyItems.noneMissing')}
        </Typography>
      ) : (
        <Box
          id={`${id}-list`}
          className="items-list-body"
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: expanded ? 'none' : '33rem', overflowY: 'auto' }}
          tabIndex={expanded ? undefined : 0}
          aria-labelledby={`${id}-title`}
        >
          {items.map((item) => (
            <ItemRow key={item.id} item={item} lang={lang} onChange={onChange} />
          ))}
        </Box>
      )}
      {items && items.length > 6 && (
        <Button
          onClick={() => setExpanded((now) => !now)}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {expanded ? t('emergencyItems.showLess') : t('emergencyItems.showAll')}
        </Button>
      )}
    </Paper>
  );
}

function ItemRow({
  item,
  lang,
  onChange,
}: {
  item: EmergencyItem;
  lang: LanguageCode;
  onChange: ItemListProps['onChange'];
}) {
  const { t } = useTranslation('pages');
  const name = pickText(item.name, lang);
  const labelId = useId();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1,
        borderTop: '1px solid',
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Checkbox
        checked={item.userHasItem}
        onChange={(event) => onChange(item, event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': `${labelId}-hint` } }}
        sx={{ width: 44, height: 44, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography id={`${labelId}-hint`} color="text.secondary" sx={{ fontSize: '0.95rem' }}>
          {pickText(item.description, lang)}
        </Typography>
        {item.prep_checks.length > 0 && (
          <Box
            component="ul"
            aria-label={t('emergencyItems.askedIn')}
            sx={{
              display: 'flex',
              // Four or more Prep Checks wrap onto rows of four.
              flexWrap: item.prep_checks.length >= 4 ? 'wrap' : 'nowrap',
              maxWidth: item.prep_checks.length >= 4 ? 4 * 32 : 'none',
              gap: 0.5,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 0.5,
            }}
          >
            {item.prep_checks.map((check) => (
              <li key={check.id}>
                <Box
                  component="img"
                  src={check.icon.src}
                  alt={pickText(check.name, lang)}
                  title={pickText(check.name, lang)}
                  width={28}
                  height={28}
                  sx={{ display: 'block' }}
                />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
