import { useCallback, useState } from 'react';

export interface Upload {
  key: number;
  name: string;
  percent: number;
}

let nextKey = 1;

/**
 * The uploads under way, each with its progress. An upload stays listed until the server has
 * answered, so the bar shows for the processing after the last byte too.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const track = useCallback(
    async <T>(name: string, run: (onProgress: (percent: number) => void) => Promise<T>) => {
      const key = nextKey++;
      setUploads((current) => [...current, { key, name, percent: 0 }]);
      const onProgress = (percent: number) =>
        setUploads((current) =>
          current.map((upload) => (upload.key === key ? { ...upload, percent } : upload)),
        );
      try {
        return await run(onProgress);
      } finally {
        setUploads((current) => current.filter((upload) => upload.key !== key));
      }
    },
    [],
  );

  return { uploads, track };
}
