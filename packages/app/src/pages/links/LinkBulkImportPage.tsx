import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'wouter';
import type { ImportMapping } from '@rabt/contract';
import {
  FORM_ERROR,
  guessMapping,
  LinkBulkImportScreen,
  readCsvHeaders,
  type LinkBulkImportState,
  type PlanBlock,
} from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { useEntitlements } from '../../api/billing.ts';
import type { ApiError } from '../../api/errors.ts';
import { planBlockOf } from '../../api/planErrors.ts';
import { linksApi, useImportJob, useLinkMutations } from '../../api/links.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useOffline } from '../../stores/offline.ts';
import { importJobState, isForbidden } from './mappers.ts';

/** Only the header row is needed to map columns: read the first 64 KB. */
const HEADER_PROBE_BYTES = 64 * 1024;

type Step =
  | { step: 'upload'; error?: string | null; reading?: boolean; planBlock?: PlanBlock | null }
  | { step: 'mapping'; file: File; headers: string[] }
  | { step: 'job'; file: File; jobId: string }
  | { step: 'forbidden' };

/** /links/bulks: upload a CSV, map its columns, follow the job, read the report. */
export function LinkBulkImportPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const entitlements = useEntitlements();
  const offline = useOffline();
  const [step, setStep] = useState<Step>({ step: 'upload' });
  const job = useImportJob(step.step === 'job' ? step.jobId : null);
  const { revalidateList } = useLinkMutations();
  const finished = job.data?.status === 'done';

  const onFinished = useEffectEvent(() => {
    void revalidateList();
    toast.show({ tone: 'success', title: t('links.toast.importDone') });
  });
  useEffect(() => {
    if (finished) onFinished();
  }, [finished]);

  const onFile = async (file: File) => {
    setStep({ step: 'upload', reading: true });
    const headers = readCsvHeaders(await file.slice(0, HEADER_PROBE_BYTES).text());
    setStep(headers.length ? { step: 'mapping', file, headers } : { step: 'upload', error: t('links.import.noHeaders') });
  };

  const onStart = async (mapping: ImportMapping) => {
    if (step.step !== 'mapping') return undefined;
    try {
      const started = await linksApi.startImport(step.file, mapping);
      setStep({ step: 'job', file: step.file, jobId: started.id });
      return undefined;
    } catch (error) {
      // No room left on the plan: back to the upload step with how many rows fit and the upgrade link.
      const block = planBlockOf(error as ApiError, { returnTo: location, plans: entitlements.data?.plans });
      if (block) {
        setStep({ step: 'upload', planBlock: block });
        return undefined;
      }
      if (isForbidden(error as ApiError)) setStep({ step: 'forbidden' });
      return { [FORM_ERROR]: (error as ApiError).message };
    }
  };

  const onDownloadReport = async () => {
    if (step.step !== 'job') return;
    const csv = await linksApi.importReport(step.jobId);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${step.file.name.replace(/\.csv$/i, '')}-refused-rows.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  let state: LinkBulkImportState;
  switch (step.step) {
    case 'upload':
      state = { state: 'upload', error: step.error, reading: step.reading, planBlock: step.planBlock };
      break;
    case 'mapping':
      state = { state: 'mapping', fileName: step.file.name, headers: step.headers, initialMapping: guessMapping(step.headers) };
      break;
    case 'job':
      if (job.error) state = { state: 'error', message: job.error.message };
      else if (job.data) state = importJobState(job.data, step.file.name);
      else state = { state: 'progress', fileName: step.file.name, progress: 0, rowsProcessed: 0 };
      break;
    case 'forbidden':
      state = { state: 'forbidden' };
      break;
    default: {
      const never: never = step;
      state = never;
    }
  }

  return (
    <LinkBulkImportScreen
      {...state}
      offline={offline}
      renderLink={renderLink}
      onFile={(file) => void onFile(file)}
      onStart={onStart}
      onRestart={() => setStep({ step: 'upload' })}
      onDownloadReport={() => void onDownloadReport()}
      onDone={() => navigate(hrefFor('links'))}
    />
  );
}
