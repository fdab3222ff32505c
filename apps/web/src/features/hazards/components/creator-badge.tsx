import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pickText, type Creator, type LanguageCode } from '@prepwell/contract';

/** A local creator as the guide names one: its logo (when it has one) and its name. */
export function CreatorBadge({
  creator,
  lang,
  logoHeight,
}: {
  creator: Creator;
  lang: LanguageCode;
  logoHeight: number;
}) {
  return (
    <>
      {creator.logo && (
        <Box
          component="img"
          src={creator.logo.src}
          alt={pickText(creator.logo.alt, lang)}
          height={logoHeight}
          sx={{ maxWidth: logoHeight * 3.5, objectFit: 'contain' }}
        />
      )}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {pickText(creator.name, lang)}
      </Typography>
    </>
  );
}
