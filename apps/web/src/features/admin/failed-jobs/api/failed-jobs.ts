import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, failedJob, jobRoutes, type FailedJob } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const failedJobsKey = (storeId: number) => [...settingsKeys.all(storeId), 'failed-jobs'] as const;

/** What the store's job queue gave up after its retries, newest first (decision 064). */
export function useFailedJobs(storeId: number) {
  return useQuery({
    queryKey: failedJobsKey(storeId),
    queryFn: async () => {
      const response = await adminCall(jobRoutes.failedJobs, { query: { store_id: storeId } });
      return envelope(z.array(failedJob)).parse(response.data).data;
    },
  });
}

/** Puts a failed job back in the queue; the list lets go of it. */
export function useRetryFailedJob(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) =>
      adminCall(jobRoutes.retryJob, { params: { id: jobId }, body: { store_id: storeId } }),
    onSuccess: (_answer, jobId) =>
      queryClient.setQueryData<FailedJob[]>(failedJobsKey(storeId), (current) =>
        current?.filter((job) => job.id !== jobId),
      ),
  });
}
