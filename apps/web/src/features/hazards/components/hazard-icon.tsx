import Box from '@mui/material/Box';

/** A hazard's icon on its light tile; decorative (the hazard's name is always beside it). */
export function HazardIcon({ src, size, lazy = false }: { src: string; size: 40 | 48; lazy?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      sx={{ flexShrink: 0, p: size === 40 ? 0.75 : 1, borderRadius: 2, bgcolor: '#e8f1fb' }}
    />
  );
}
