import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  API_PATHS,
  PLAN_SECTIONS,
  planSectionFilled,
  type LanguageCode,
  type Plan,
  type PlanPdfRequest,
  type PlanPrintSection,
} from '@prepwell/contract';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';
import { BackToPlan } from './plan-page';
import { PlanEntry, PlanSummary } from './plan-summary';
import { planPdfRequest, walletCards } from './plan-print';
import { usePlan } from './use-plan';

type Layout = PlanPdfRequest['layout'];

/*
 * On paper (ADR 035): a card is a credit card's size (3.375 × 2.125 in) folded once, so it prints
 * as two panels side by side, the text flowing from the front to the back. A card that holds more
 * grows taller rather than lose a line. Printing one part hides the other.
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '.print-only': { display: 'none' },
      '@media print': {
        'header, nav, footer, button, h1, .no-print, .MuiSnackbar-root': { display: 'none !important' },
        '.print-only': { display: 'block' },
        body: { background: '#fff' },
        '[data-printing="cards"] .plan-print-full, [data-printing="plan"] .plan-print-cards': {
          display: 'none !important',
        },
        '.plan-print-full': { breakBefore: 'page' },
        '[data-printing="plan"] .plan-print-full': { breakBefore: 'auto' },
        '.wallet-card': {
          width: '6.75in !important',
          minHeight: '2.125in',
          columnCount: '2 !important',
          columnGap: '0.2in !important',
          columnRule: '1px dotted #777',
          border: '1px dashed #777 !important',
          borderRadius: '0 !important',
          fontSize: '7pt',
          padding: '0.1in !important',
          breakInside: 'avoid',
          marginBottom: '0.15in',
        },
        // Small print on the card: every line at 7.5 pt, the name at 10, the labels' column snug.
        '.wallet-card .MuiTypography-root': { fontSize: '7.5pt !important', lineHeight: 1.3 },
        '.wallet-card h3.MuiTypography-root': { fontSize: '10pt !important', marginBottom: '3pt' },
        '.wallet-card dl': { gridTemplateColumns: 'auto 1fr !important', columnGap: '5pt !important' },
        '.wallet-card li': { marginBottom: '3pt !important' },
      },
    }}
  />
);

/** One wallet card on screen and on paper: the card's title, the person, their lines. */
function WalletCard({
  card,
  cardTitle,
  call911,
}: {
  card: PlanPrintSection;
  cardTitle: string;
  call911: string;
}) {
  return (
    <Box
      component="article"
      aria-label={card.title}
      className="wallet-card"
      sx={{
        border: '1px dashed',
        borderColor: 'text.secondary',
        borderRadius: 1,
        p: 1.5,
        columnCount: { xs: 1, md: 2 },
        columnGap: 3,
        columnRule: { md: '1px dotted' },
        columnRuleColor: { md: 'divider' },
        maxWidth: 720,
      }}
    >
      <Typography
        sx={{ color: 'error.main', fontWeight: 700, fontSize: '0.8em', textTransform: 'uppercase' }}
      >
        {cardTitle}
      </Typography>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.2em', mb: 1, overflowWrap: 'anywhere' }}>
        {card.title}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {card.entries.map((entry, at) => (
          <PlanEntry key={at} entry={entry} />
        ))}
      </Box>
      <Typography sx={{ color: 'error.main', fontWeight: 700, breakInside: 'avoid' }}>{call911}</Typography>
    </Box>
  );
}

/** Saves a PDF the server made from the plan, in the reader's language and script. */
async function downloadPdf(request: PlanPdfRequest, lang: LanguageCode) {
  const pdf = await apiRequest<Blob>(`${API_PATHS.planPdf}?lang=${lang}`, {
    method: 'POST',
    body: request,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = request.layout === 'cards' ? 'prepwell-wallet-cards.pdf' : 'prepwell-plan.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is freed a while after.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function PrintActions({
  plan,
  date,
  onPrint,
}: {
  plan: Plan;
  /** Today, in the reader's words: the PDFs' "printed on". */
  date: string;
  onPrint: (layout: Layout) => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const [making, setMaking] = useState<Layout | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (layout: Layout) => {
    setMaking(layout);
    setFailed(false);
    try {
      await downloadPdf(planPdfRequest(t, plan, layout, date), lang);
    } catch {
      setFailed(true);
    } finally {
      setMaking(null);
    }
  };
  const buttons: [Layout, string, string][] = [
    ['cards', t('plan.print.printCards'), t('plan.print.pdfCards')],
    ['plan', t('plan.print.printPlan'), t('plan.print.pdfPlan')],
  ];
  return (
    <Box className="no-print" sx={{ mb: 3 }}>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, maxWidth: 720 }}
      >
        {buttons.map(([layout, print, pdf]) => (
          <Box key={layout} sx={{ display: 'grid', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              onClick={() => onPrint(layout)}
              sx={{ minHeight: 44 }}
            >
              {print}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download(layout)}
              disabled={making !== null}
              sx={{ minHeight: 44 }}
            >
              {making === layout ? t('plan.print.making') : pdf}
            </Button>
          </Box>
        ))}
      </Box>
      <Box aria-live="polite">
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('plan.print.pdfFailed')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

/**
 * `/plan/print`: the plan on paper (ADR 035). Wallet cards for each household member and the whole
 * plan, printed from the browser (works offline, from the copy on this device) or as PDFs the
 * server sets in the reader's script.
 */
export function PlanPrintPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const { ready, failed, plan } = usePlan();
  const [printing, setPrinting] = useState<Layout | null>(null);
  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const print = (layout: Layout) => {
    // The part not asked for is hidden before the browser lays the page out for paper.
    flushSync(() => setPrinting(layout));
    window.print();
  };
  const empty = !PLAN_SECTIONS.some((section) => planSectionFilled(plan, section));
  const printedOn = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(
    new Date(),
  );
  return (
    <Page heading={t('plan.print.title')} maxWidth="md">
      {PRINT_STYLES}
      <BackToPlan className="no-print" />
      {!ready && !failed ? (
        <Skeleton variant="rounded" height={240} />
      ) : empty ? (
        <Alert severity="info">
          {t('plan.print.empty')}{' '}
          <Link component={RouterLink} to={paths.plan.href()}>
            {t('plan.title')}
          </Link>
        </Alert>
      ) : (
        <Box data-printing={printing ?? undefined}>
          <Typography className="no-print" sx={{ mb: 2, maxWidth: 720 }}>
            {t('plan.print.intro')}
          </Typography>
          <PrintActions plan={plan} date={printedOn} onPrint={print} />
          <Box
            component="section"
            className="plan-print-cards"
            aria-labelledby="plan-print-cards"
            sx={{ mb: 4 }}
          >
            <Typography variant="h2" id="plan-print-cards" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {t('plan.print.cardsTitle')}
            </Typography>
            <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('plan.print.cardsIntro')}</Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {walletCards(t, plan).map((card, at) => (
                <WalletCard
                  key={at}
                  card={card}
                  cardTitle={t('plan.print.cardTitle')}
                  call911={t('plan.print.call911')}
                />
              ))}
            </Box>
          </Box>
          <Box component="section" className="plan-print-full" aria-labelledby="plan-print-full">
            <Typography variant="h2" id="plan-print-full" sx={{ fontSize: '1.4rem', mb: 2 }}>
              {t('plan.title')}
            </Typography>
            <Typography className="print-only" sx={{ color: 'error.main', fontWeight: 700, mb: 2 }}>
              {t('plan.print.footer', { date: printedOn })}
            </Typography>
            <PlanSummary plan={plan} level="h3" />
          </Box>
        </Box>
      )}
    </Page>
  );
}
