/** Terms and privacy (spec 01 §2): HTML content, sanitised by the UI before it is shown. */
export type AgreementType = 'TERMS' | 'PRIVACY';
export interface AgreementContent {
  type: AgreementType;
  title: string;
  /** HTML. */
  content: string;
  version: string;
}
