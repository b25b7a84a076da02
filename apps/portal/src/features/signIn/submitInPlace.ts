import { startTransition, type FormEvent } from 'react';

/**
 * A form's submit handler that runs its action (a useActionState dispatcher) in a transition without
 * React's reset after a form action: that reset empties every uncontrolled input, and the password
 * fields are uncontrolled (their value is never mirrored into the markup), so a failure that should
 * keep the password (504, time-out, network, 401; spec 01 §4) would empty the field while the form
 * still holds it. The forms decide what to clear from the domain's decision instead.
 */
export function submitInPlace(dispatch: (data: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
    startTransition(() => dispatch(data));
  };
}
