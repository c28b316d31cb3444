/** Accept and reject, the two answers to a pending claim or undo request. */
import { useApp } from '../context.ts';

/** The two buttons; `testId` names them `<testId>-accept` and `<testId>-reject` when given. */
export function AnswerButtons({
  onAnswer,
  testId,
}: {
  onAnswer: (accept: boolean) => void;
  testId?: string;
}) {
  const { t } = useApp();
  return (
    <>
      {([true, false] as const).map((accept) => (
        <button
          type="button"
          key={accept ? 'accept' : 'reject'}
          data-testid={testId === undefined ? undefined : `${testId}-${accept ? 'accept' : 'reject'}`}
          onClick={() => {
            onAnswer(accept);
          }}
        >
          {t(accept ? 'table.accept' : 'table.reject')}
        </button>
      ))}
    </>
  );
}
