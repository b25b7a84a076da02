import { Suspense } from 'react';
import { Spinner, useGaia } from '@gaia/ui';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import { queryClient } from '../../app/queryClient';
import { addressConfigQuery } from './addressBookApi';
import type { AddressEditorProps } from './AddressEditor';

/*
 * F2.17: the book opens its editor on Add or Edit only, so the page's own JS does not carry the
 * address form (the kit AddressForm, the entry-method switch, the postal-code rules) for every
 * reader of the book; it loads when Add or Edit is pointed at, focused or pressed (ADR 0025).
 */
// One import() for the preload and the editor, so a preloaded chunk is the one the editor uses.
const loadAddressEditor = () => import('./AddressEditor');
// The form's configuration is asked for beside its code, not once the code has arrived, and one
// spinner waits for both (a second one would restart its delay and blink). An unreadable
// configuration does not fail the load: the editor then works with the domain's defaults.
const loadEditorAndConfig = async () => (await Promise.all([loadAddressEditor(), queryClient.prefetchQuery(addressConfigQuery)]))[0];
const EditorChunk = lazyWithMessages<AddressEditorProps>(loadEditorAndConfig);

/**
 * The address editor, its code loaded when it is first shown; a failed load offers Retry in its place.
 * While it loads it shows the spinner the editor itself shows while its configuration loads.
 */
export function LazyAddressEditor(props: AddressEditorProps) {
  const { config } = useGaia();
  return (
    <Suspense fallback={<Spinner delay={config.spinnerDelayMs} label="gaia_address_book_loading" />}>
      <EditorChunk {...props} />
    </Suspense>
  );
}

/** Starts loading the editor's code before it is asked for; a failure here is ignored (opening loads it again). */
export function preloadAddressEditor() {
  loadAddressEditor().catch(() => undefined);
}
