import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { LanguageCode } from '@prepwell/contract';
import { useAppConfig } from '../../../lib/app-config';

/** Credits the translation provider when the content shown is machine translated. */
export function MachineTranslationNote({
  lang,
  machineTranslated,
  sx,
}: {
  lang: LanguageCode;
  machineTranslated?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('hazards');
  const { translationProvider } = useAppConfig();
  if (!machineTranslated || lang === 'en') return null;
  // With no provider named, the credit says "with AI" once, not "with AI by an AI service".
  const text = translationProvider.name
    ? t('translate.machineTranslated', { provider: translationProvider.name })
    : t('translate.machineTranslatedNoProvider');
  return (
    <Typography variant="body2" color="text.secondary" sx={[{ mb: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {translationProvider.url ? (
        <Link href={translationProvider.url} target="_blank" rel="noopener noreferrer" color="inherit">
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}
