import { useState } from 'react';
import { Button, ButtonGroup, FormItem, NativeSelect, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../api';
import { reportFx } from '../model';
import styles from './ReportAction.module.css';
import '../../../shared/i18n/lazy/reports';

type Outcome = 'sent' | 'already' | 'failed' | null;

/**
 * "Report" under a card or a comment: a reason (and optional details), sent once. Shown to full accounts only (the
 * page decides); the server keeps one report per learner per item and tells a second one apart (409).
 */
export function ReportAction({ target, id }: { target: ReportTarget; id: number }) {
  const { t } = useTranslation('reports');
  const [send, sending] = useUnit([reportFx, reportFx.pending]);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('abuse');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (outcome === 'sent' || outcome === 'already') {
    return (
      <p className={styles.note} role="status" data-testid={`report-${outcome}`}>
        {t(outcome)}
      </p>
    );
  }
  if (!open) {
    return (
      <Button mode="link" size="s" appearance="neutral" onClick={() => setOpen(true)} data-testid={`report-${target}`}>
        {t('report')}
      </Button>
    );
  }
  const submit = async () => {
    try {
      await send({ target, id, reason, note });
      setOutcome('sent');
    } catch (error) {
      const status = (error as { kind?: string; status?: number }).status;
      setOutcome(status === 409 ? 'already' : 'failed');
    }
  };
  return (
    <div className={styles.form} data-testid="report-form">
      <FormItem top={t('title')} htmlFor={`report-reason-${target}-${id}`}>
        <NativeSelect id={`report-reason-${target}-${id}`} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)} data-testid="report-reason">
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </NativeSelect>
      </FormItem>
      <FormItem top={t('note')}>
        <Textarea rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} data-testid="report-note" />
      </FormItem>
      {outcome === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('failed')}
        </p>
      ) : null}
      <ButtonGroup className={styles.buttons}>
        <Button size="m" appearance="negative" loading={sending} onClick={() => void submit()} data-testid="report-send">
          {t('send')}
        </Button>
        <Button size="m" mode="secondary" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </ButtonGroup>
    </div>
  );
}
