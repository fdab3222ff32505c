import Box from '@mui/material/Box';

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#ffffff" />
        <path d="M16 5l9 4v6c0 6-4 10-9 12-5-2-9-6-9-12V9z" fill="#0d4f8b" />
        <path
          d="M12 16l3 3 6-6"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Below 360 px the name gives its room to the emergency control (the link keeps its label). */}
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          // Smaller on a phone, so the name, the emergency control and a signed-in person's
          // picture fit side by side from 360 px.
          fontSize: { xs: '1.05rem', sm: '1.25rem' },
          letterSpacing: 0.2,
          '@media (max-width: 359.95px)': { display: 'none' },
        }}
      >
        Prepwell
      </Box>
    </Box>
  );
}
