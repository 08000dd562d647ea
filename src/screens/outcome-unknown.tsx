// What a mutation screen says when a sent mutation's answer was lost (a network failure or a
// timeout after sending, or Cancel while it was on its way): not "failed", since the server may
// have applied it (issue 12 item 8). The inputs stay, so the user can check and send again.
import { Alert } from '../ui/feedback/index.ts';

export function OutcomeUnknown({ name }: { name: string }) {
  return (
    <Alert
      severity="warning"
      alert={{
        kind: 'answer lost',
        title: 'Outcome unknown',
        message: `The answer to ${name} was lost, so the server may or may not have applied it. Check (for example with a query) before sending it again; your inputs are kept.`,
      }}
    />
  );
}
