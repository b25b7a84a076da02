import { useState } from 'react';
import { Button, Spinner, useGaia } from '@gaia/ui';
import { hostReceiptDownloader, isPdfDocument, receiptFileName, type Order } from '@gaia/domain';
import { orderDetailApi } from './orderDetailApi';
import { ReceiptRow as Row, Section, SectionTitle } from './OrderDetail.styles';

/** Saves a PDF blob under `name` through a temporary link (the browser's download). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is released on the next turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

// F3.15
/**
 * The receipt row of an order with a receipt document: Download hands the order to the native host
 * when it offers a receipt download, else fetches the PDF and saves it; a failure says so and the
 * button tries again. The spinner appears after 300 ms.
 */
export function ReceiptRow({ order }: { order: Order }) {
  const { t } = useGaia();
  const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'done'>('idle');

  const download = async () => {
    const host = hostReceiptDownloader(window);
    if (host) {
      host(order.orderId);
      return;
    }
    setState('loading');
    try {
      const blob = await orderDetailApi.receipt(order.orderId);
      if (!isPdfDocument(new Uint8Array(await blob.slice(0, 5).arrayBuffer()))) throw new Error('Not a PDF');
      saveBlob(blob, receiptFileName(order));
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <Section>
      <SectionTitle>{t('gaia_orderdetail_receipt')}</SectionTitle>
      <Row>
        <Button variant="secondary" onClick={() => void download()} loading={state === 'loading'}>
          {state === 'failed' ? 'gaia_orderdetail_receipt_retry' : 'gaia_orderdetail_receipt_download'}
        </Button>
        {state === 'loading' ? <Spinner label="gaia_orderdetail_receipt_downloading" /> : null}
        <span role="status">{state === 'failed' ? t('gaia_orderdetail_receipt_failed') : state === 'done' ? t('gaia_orderdetail_receipt_done') : ''}</span>
      </Row>
    </Section>
  );
}
