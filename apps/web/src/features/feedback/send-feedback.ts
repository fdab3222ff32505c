import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type FeedbackRequest, type FeedbackResponse } from '@prepwell/contract';
import { apiRequest } from '../../lib/api-client';

export const sendFeedback = (body: FeedbackRequest) =>
  apiRequest<FeedbackResponse>(API_PATHS.feedback, { method: 'POST', body });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
