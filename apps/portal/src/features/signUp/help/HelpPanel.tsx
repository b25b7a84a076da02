/** Props of the help beside a sign-up step. */
export interface HelpPanelProps {
  /** The step the help is for (its id in the flow, e.g. 'account', 'code', 'identity'). */
  step: string;
}

/** Help items beside the sign-up steps, with knowledge-base videos (spec 02 §3; F2.19). */
export default function HelpPanel(_props: HelpPanelProps) {
  return null;
}
