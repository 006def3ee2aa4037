import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createdWebhookEndpoint,
  envelope,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  type CreateWebhookEndpointRequest,
  type WebhookEndpoint,
} from '@platform/contract';
import { adminApi } from '@/lib/api/admin-client';
import { settingsKeys } from '@/lib/api/settings/settings-keys';

const endpointsKey = (storeId: number) => [...settingsKeys.all(storeId), 'webhooks'] as const;
const deliveriesKey = (storeId: number, endpointId: number) =>
  [...endpointsKey(storeId), endpointId, 'deliveries'] as const;

export function useWebhookEndpoints(storeId: number) {
  return useQuery({
    queryKey: endpointsKey(storeId),
    queryFn: async () => {
      const response = await adminApi.get('v1/admin/webhook-endpoint', { params: { store_id: storeId } });
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
      const response = await adminApi.get(`v1/admin/webhook-endpoint/${endpointId}/delivery`, {
        params: { store_id: storeId },
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
      const response = await adminApi.get(`v1/admin/webhook-delivery/${deliveryId}/attempt`, {
        params: { store_id: storeId },
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
      const response = await adminApi.post('v1/admin/webhook-endpoint', body);
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
      const response = await adminApi.post(`v1/admin/webhook-endpoint/${endpointId}/rotate-secret`, {
        store_id: storeId,
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
      adminApi.delete(`v1/admin/webhook-endpoint/${endpointId}`, { params: { store_id: storeId } }),
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
      adminApi.post(`v1/admin/webhook-delivery/${deliveryId}/resend`, { store_id: storeId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(storeId, endpointId) }),
  });
}

export function useUpdateWebhookEndpoint(storeId: number, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointRequest) => {
      const response = await adminApi.put(`v1/admin/webhook-endpoint/${endpointId}`, body);
      return envelope(webhookEndpoint).parse(response.data).data;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey(storeId), (current) =>
        current?.map((endpoint) => (endpoint.id === saved.id ? saved : endpoint)),
      ),
  });
}
