import { Button } from '../../Button/Button';
import { useToast, type ToastOptions } from '../../Toast/useToast';

/** Stories only: a button that shows one toast, as a screen would after an action. */
export function ToastTrigger({ label = 'gaia_feedback_example_show_toast', ...toast }: ToastOptions & { label?: string }) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>{label}</Button>;
}
