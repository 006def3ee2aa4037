import { useInFrame } from '@/lib/shop/embed-frame';
import { useFramePageStyle } from './frame-page-style';
import { useReportHeight } from './height-reporter';
import { useParentMessages } from './use-parent-messages';
import { useReportNavigation } from './use-report-navigation';

/** Everything a shop page does inside an embedding frame; returns whether it is in one. */
export function useFrameMode(): boolean {
  const inFrame = useInFrame();
  useFramePageStyle(inFrame);
  useReportHeight(inFrame);
  useParentMessages(inFrame);
  useReportNavigation(inFrame);
  return inFrame;
}
