import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, imageAsset, productRoutes } from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { uploadPercent } from '@/lib/api/upload-percent';
import { settingsKeys } from '@/lib/api/settings/settings-keys';
import { storeKeys } from '@/lib/api/stores/store-keys';

const logoResponse = envelope(imageAsset);

interface UploadLogo {
  file: File;
  description: string;
  onProgress: (percent: number) => void;
}

export async function uploadStoreLogo(storeId: number, { file, description, onProgress }: UploadLogo) {
  const form = new FormData();
  form.append('store_id', String(storeId));
  form.append('description', description);
  form.append('file', file);
  const response = await adminCall(
    productRoutes.uploadStoreLogo,
    { body: form },
    {
      onUploadProgress: (event) => onProgress(uploadPercent(event)),
    },
  );
  return logoResponse.parse(response.data).data;
}

/** Uploading replaces the logo at once (the server saves it), so the header and settings refresh. */
export function useUploadStoreLogo(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: UploadLogo) => uploadStoreLogo(storeId, upload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.allValues(storeId) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) }),
      ]),
  });
}
