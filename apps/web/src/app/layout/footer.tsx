import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { APP_VERSION, type OutboundLinkKey } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { ExternalTextLink, TextLink } from '../../components/text-link';

const STORE_LINKS = ['appStore', 'playStore'] as const satisfies readonly OutboundLinkKey[];
const SOCIAL_LINKS = ['facebook', 'instagram', 'x', 'linkedin'] as const satisfies readonly OutboundLinkKey[];

function External({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <ExternalTextLink href={href} sx={{ color: 'inherit' }}>
      {label}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('footer.opensInNewTab')}`}
      </Box>
    </ExternalTextLink>
  );
}

/**
 * Footer: app-store and social links (only those configured), the main sections, terms, privacy,
 * copyright, version.
 */
export function Footer() {
  const { t } = useTranslation();
  const { links } = useAppConfig();
  const stores = STORE_LINKS.filter((key) => links[key]);
  const socials = SOCIAL_LINKS.filter((key) => links[key]);
  return (
    <Box component="footer" sx={{ bgcolor: '#14263a', color: '#ffffff', mt: 'auto', py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 420 }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              Prepwell
            </Typography>
            <Typography component="p" sx={{ mt: 0.5 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          {stores.length > 0 && (
            <Box>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
                {t('footer.getTheApp')}
              </Typography>
              <Stack spacing={0.5}>
                {stores.map((key) => (
                  <External key={key} href={links[key] ?? ''} label={t(`footer.${key}`)} />
                ))}
              </Stack>
            </Box>
          )}
          {socials.length > 0 && (
            <Box>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
                {t('footer.followUs')}
              </Typography>
              <Stack spacing={0.5}>
                {socials.map((key) => (
                  <External key={key} href={links[key] ?? ''} label={t(`footer.${key}`)} />
                ))}
              </Stack>
            </Box>
          )}
          {/* The main sections again: the header's menu needs JavaScript on a phone, these do not. */}
          <Stack spacing={0.5}>
            {(
              [
                ['hazardGuide', paths.hazards.href()],
                ['emergencyHelp', paths.emergencyHelp.href()],
                ['prepChecks', paths.prepChecks.href()],
                ['settings', paths.languages.href()],
              ] as const
            ).map(([key, to]) => (
              <TextLink key={key} to={to} sx={{ color: 'inherit' }}>
                {t(`titles.${key}`)}
              </TextLink>
            ))}
          </Stack>
          <Stack spacing={0.5}>
            {links.terms ? (
              <External href={links.terms} label={t('footer.terms')} />
            ) : (
              <TextLink to={paths.terms.href()} sx={{ color: 'inherit' }}>
                {t('footer.terms')}
              </TextLink>
            )}
            {links.privacy ? (
              <External href={links.privacy} label={t('footer.privacy')} />
            ) : (
              <TextLink to={paths.privacy.href()} sx={{ color: 'inherit' }}>
                {t('footer.privacy')}
              </TextLink>
            )}
            {links.privacySecurity && (
              <External href={links.privacySecurity} label={t('footer.privacySecurity')} />
            )}
          </Stack>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{
            justifyContent: 'space-between',
            mt: 3,
            pt: 2,
            borderTop: '1px solid rgba(255,255,255,0.25)',
          }}
        >
          <Typography component="p" variant="body2">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
          <Typography component="p" variant="body2">
            {t('footer.version', { version: APP_VERSION })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
