import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { LanguageCode } from '@prepwell/contract';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useRetakePrepCheck } from '../api/retake-prep-check';

/**
 * Retake (spec §2, ADR 023): a new, empty draft, then the questionnaire at question 1, with `from`
 * for its Back; "Unable to save prep check submission." when the draft cannot be made.
 */
export function RetakeButton({
  id,
  from,
  variant,
}: {
  id: number;
  from: string;
  variant: 'contained' | 'outlined';
}) {
  const { t, i18n } = useTranslation('pages');
  const navigate = useNavigate();
  const toast = useToast();
  const { retake, retaking } = useRetakePrepCheck(id, (i18n.resolvedLanguage ?? 'en') as LanguageCode);
  const start = async () => {
    if (await retake()) void navigate(`${paths.prepCheck.href(id)}?from=${encodeURIComponent(from)}`);
    else toast(t('prepChecks.errors.create'), 'error');
  };
  return (
    <Button variant={variant} onClick={() => void start()} disabled={retaking} sx={{ minHeight: 44 }}>
      {t('prepChecks.results.retake')}
    </Button>
  );
}
