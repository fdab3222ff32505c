import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { PLAN_LIST_MAX } from '@prepwell/contract';

export { emailProblem, phoneProblem } from './plan-problems';

interface PlanTextProps {
  label: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** Several lines (medicines, a note). */
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date';
  autoComplete?: string;
  /** What is wrong with the value, if anything (shown under the field). */
  error?: string;
  help?: string;
}

/** One field of the plan: labelled, bounded by the contract's limit. */
export function PlanText({
  label,
  value,
  max,
  onChange,
  multiline,
  type = 'text',
  autoComplete,
  error,
  help,
}: PlanTextProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type={type}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      autoComplete={autoComplete ?? 'off'}
      error={Boolean(error)}
      helperText={error ?? help}
      fullWidth
      slotProps={{
        // A phone number or an address is written left to right in every language: on a page
        // written right to left (Arabic) its field still shows "+1 (555) 010-0100" as typed.
        htmlInput: { maxLength: max, ...((type === 'tel' || type === 'email') && { dir: 'ltr' }) },
        ...(type === 'date' && { inputLabel: { shrink: true } }),
      }}
    />
  );
}

interface EntryListProps<T extends { id: string; name: string }> {
  entries: T[];
  onChange: (entries: T[]) => void;
  /** The most entries the list holds (the contract's limit). */
  max?: number;
  /** A new, empty entry (with a new id). */
  blank: () => T;
  /** The card's heading while the entry has no name ("Person 2"). */
  unnamed: (n: number) => string;
  removeLabel: (name: string) => string;
  addLabel: string;
  addIcon: ReactNode;
  /** The entry's fields; `update` changes some of them. */
  fields: (entry: T, update: (change: Partial<T>) => void) => ReactNode;
}

/** A section's list of entries (people, contacts, pets, …): a card each with Remove, then Add. */
export function EntryList<T extends { id: string; name: string }>({
  entries,
  onChange,
  max = PLAN_LIST_MAX,
  blank,
  unnamed,
  removeLabel,
  addLabel,
  addIcon,
  fields,
}: EntryListProps<T>) {
  return (
    <>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
        {entries.map((entry, at) => {
          const name = entry.name.trim() || unnamed(at + 1);
          const update = (change: Partial<T>) =>
            onChange(entries.map((other) => (other.id === entry.id ? { ...other, ...change } : other)));
          return (
            <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                {fields(entry, update)}
              </Box>
              <Button
                startIcon={<DeleteIcon aria-hidden="true" />}
                color="error"
                onClick={() => onChange(entries.filter((other) => other.id !== entry.id))}
                sx={{ mt: 2 }}
              >
                {removeLabel(name)}
              </Button>
            </Paper>
          );
        })}
      </Box>
      {entries.length < max && (
        <Button
          variant="contained"
          startIcon={addIcon}
          onClick={() => onChange([...entries, blank()])}
          sx={{ mt: 2 }}
        >
          {addLabel}
        </Button>
      )}
    </>
  );
}
