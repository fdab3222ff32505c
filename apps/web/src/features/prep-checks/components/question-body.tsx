import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  STAGES,
  pickText,
  type LanguageCode,
  type PrepCheckQuestion,
  type Stage,
  type UserAnswer,
} from '@prepwell/contract';
import {
  checkboxToggle,
  gridAt,
  gridClear,
  gridPlace,
  gridSwap,
  rankingAt,
  rankingClear,
  rankingMove,
  rankingPlace,
} from '../lib/answer-rules';
import { PlacementBoard, type BoardColumn, type BoardOption } from './placement-board';

export interface QuestionBodyProps {
  question: PrepCheckQuestion;
  answers: readonly UserAnswer[];
  /** The options in the order shown (ranking and grid: shuffled once on load). */
  order: readonly number[];
  lang: LanguageCode;
  label: string;
  onChange: (answers: readonly UserAnswer[]) => void;
}

/** A question's answers, by its type (spec §4). */
export function QuestionBody(props: QuestionBodyProps) {
  switch (props.question.question_type) {
    case 'OneD_Ordered_List':
      return <RankingQuestion {...props} />;
    case 'TwoD_Grid_Placement':
      return <GridQuestion {...props} />;
    case 'Checkboxes':
      return <CheckboxQuestion {...props} />;
  }
}

/** What both boards start from: the options as shown, an option's text, and the read-out sentences. */
function useBoard({ question, order, lang }: QuestionBodyProps) {
  const { t } = useTranslation('pages');
  const options: BoardOption[] = order.flatMap((id) => {
    const option = question.options.find((o) => o.id === id);
    return option ? [{ id, text: pickText(option.text, lang) }] : [];
  });
  const text = (id: number) => options.find((o) => o.id === id)?.text ?? '';
  const announce = (key: 'placed' | 'swapped' | 'cleared', values: Record<string, string>) =>
    t(`prepChecks.questionnaire.announce.${key}`, values);
  return { t, options, text, announce };
}

function RankingQuestion(props: QuestionBodyProps) {
  const { question, answers, onChange, label } = props;
  const { t, options, text, announce } = useBoard(props);
  const count = question.options.length;
  const slotName = (n: number) => t('prepChecks.questionnaire.place', { n });
  const columns: BoardColumn[] = [
    {
      key: 'order',
      slots: Array.from({ length: count }, (_, i) => ({
        key: String(i + 1),
        column: 'order',
        number: i + 1,
        occupant: rankingAt(answers, i + 1),
        name: slotName(i + 1),
      })),
    },
  ];
  return (
    <PlacementBoard
      label={label}
      options={options}
      columns={columns}
      onPlace={(option, slot) => {
        onChange(rankingPlace(answers, option, slot.number, count));
        return announce('placed', { item: text(option), slot: slot.name });
      }}
      onRearrange={(option, onto) => {
        const next = rankingMove(answers, option, onto);
        onChange(next);
        const order = next.find((a) => a.answer.id === option);
        return announce('placed', {
          item: text(option),
          slot: slotName(order && 'order' in order.answer ? order.answer.order : 0),
        });
      }}
      onClear={(option, slot) => {
        onChange(rankingClear(answers, slot.number));
        return announce('cleared', { item: text(option), slot: slot.name });
      }}
    />
  );
}

function GridQuestion(props: QuestionBodyProps) {
  const { question, answers, onChange, label } = props;
  const { t, options, text, announce } = useBoard(props);
  const slots = question.slots ?? { Before: 0, During: 0, After: 0 };
  const columns: BoardColumn[] = STAGES.map((stage) => {
    const heading = t(`prepChecks.questionnaire.stages.${stage}`);
    return {
      key: stage,
      heading,
      slots: Array.from({ length: slots[stage] }, (_, i) => ({
        key: `${stage}-${i + 1}`,
        column: stage,
        number: i + 1,
        occupant: gridAt(answers, stage, i + 1),
        name: t('prepChecks.questionnaire.columnPlace', { column: heading, n: i + 1 }),
      })),
    };
  });
  return (
    <PlacementBoard
      label={label}
      options={options}
      columns={columns}
      onPlace={(option, slot) => {
        onChange(gridPlace(answers, option, slot.column as Stage, slot.number, slots));
        return announce('placed', { item: text(option), slot: slot.name });
      }}
      onRearrange={(option, onto) => {
        onChange(gridSwap(answers, option, onto));
        return announce('swapped', { item: text(option), other: text(onto) });
      }}
      onClear={(option, slot) => {
        onChange(gridClear(answers, option));
        return announce('cleared', { item: text(option), slot: slot.name });
      }}
    />
  );
}

function CheckboxQuestion({ question, answers, lang, label, onChange }: QuestionBodyProps) {
  const checked = new Set(answers.map((a) => a.answer.id));
  return (
    <FormGroup aria-label={label} sx={{ gap: 0.5 }}>
      {question.options.map((option) => (
        <FormControlLabel
          key={option.id}
          control={
            <Checkbox
              checked={checked.has(option.id)}
              onChange={() => onChange(checkboxToggle(answers, option.id))}
              sx={{ p: 1.25 }}
            />
          }
          label={pickText(option.text, lang)}
          sx={{
            m: 0,
            pr: 2,
            minHeight: 48,
            border: 1,
            borderColor: checked.has(option.id) ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            '& .MuiFormControlLabel-label': { fontSize: '1rem', py: 1 },
          }}
        />
      ))}
    </FormGroup>
  );
}
