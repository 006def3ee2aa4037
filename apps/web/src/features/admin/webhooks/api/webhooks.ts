import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createdWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  envelope,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  type WebhookEndpoint,
  webhookRoutes,
  webhookTestAnswer,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const endpointsKey = (storeId: number) => [...settingsKeys.all(storeId), 'webhooks'] as const;
const deliveriesKey = (storeId: number, endpointId: number) =>
  [...endpointsKey(storeId), endpointId, 'deliveries'] as const;

export function useWebhookEndpoints(storeId: number) {
  return useQuery({
    queryKey: endpointsKey(storeId),
    queryFn: async () => {
      const response = await adminCall(webhookRoutes.list, { query: { store_id: storeId } });
      return envelope(z.array(webhookEndpoint)).parse(response.data).data;
    },
  });
}

/** The endpoint's last deliveries, newest first; asked again every few seconds while some wait. */
export function useWebhookDeliveries(storeId: number, endpointId: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(storeId, endpointId),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 5_000 : false,
    queryFn: async () => {
      const response = await adminCall(webhookRoutes.deliveries, {
        params: { id: endpointId },
        query: { store_id: storeId },
      });
      return envelope(z.array(webhookDelivery)).parse(response.data).data;
    },
  });
}

/**
 * A delivery's attempts, newest first, asked for once shown. The key holds the delivery's attempt
 * count, so a new attempt (seen in the polled deliveries) makes the list be asked for again.
 */
export function useWebhookAttempts(storeId: number, deliveryId: number, attempts: number, enabled: boolean) {
  return useQuery({
    queryKey: [...endpointsKey(storeId), 'attempts', deliveryId, attempts],
    enabled,
    queryFn: async () => {
      const response = await adminCall(webhookRoutes.attempts, {
        params: { id: deliveryId },
        query: { store_id: storeId },
      });
      return envelope(z.array(webhookAttempt)).parse(response.data).data;
    },
  });
}

/** Answers the new endpoint with its secret, shown this once; the list keeps only its hint. */
export function useCreateWebhookEndpoint(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointRequest) => {
      const response = await adminCall(webhookRoutes.create, { body });
      return envelope(createdWebhookEndpoint).parse(response.data).data;
    },
    onSuccess: (created) =>
      queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey(storeId), (current) => [
        ...(current ?? []),
        webhookEndpoint.parse(created),
      ]),
  });
}

/** Replaces the endpoint's secret; answers the new one, shown this once, and the list takes its hint. */
export function useRotateWebhookSecret(storeId: number, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await adminCall(webhookRoutes.rotateSecret, {
        params: { id: endpointId },
        body: { store_id: storeId },
      });
      return envelope(createdWebhookEndpoint).parse(response.data).data;
    },
    onSuccess: (rotated) =>
      queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey(storeId), (current) =>
        current?.map((endpoint) => (endpoint.id === rotated.id ? webhookEndpoint.parse(rotated) : endpoint)),
      ),
  });
}

export function useDeleteWebhookEndpoint(storeId: number, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminCall(webhookRoutes.remove, { params: { id: endpointId }, query: { store_id: storeId } }),
    onSuccess: () =>
      queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey(storeId), (current) =>
        current?.filter((endpoint) => endpoint.id !== endpointId),
      ),
  });
}

export function useResendWebhookDelivery(storeId: number, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      adminCall(webhookRoutes.resend, { params: { id: deliveryId }, body: { store_id: storeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(storeId, endpointId) }),
  });
}

export function useUpdateWebhookEndpoint(storeId: number, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointRequest) => {
      const response = await adminCall(webhookRoutes.update, { params: { id: endpointId }, body });
      return envelope(webhookEndpoint).parse(response.data).data;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey(storeId), (current) =>
        current?.map((endpoint) => (endpoint.id === saved.id ? saved : endpoint)),
      ),
  });
}

/** Posts a signed sample event to the endpoint at once; answers what the endpoint answered. */
export function useSendWebhookTest(storeId: number, endpointId: number) {
  return useMutation({
    mutationFn: async () => {
      const response = await adminCall(webhookRoutes.sendTest, {
        params: { id: endpointId },
        body: { store_id: storeId },
      });
      return envelope(webhookTestAnswer).parse(response.data).data;
    },
  });
}
