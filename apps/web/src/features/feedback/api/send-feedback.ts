import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type FeedbackRequest, type FeedbackResponse } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /public/feedback`: our own feedback form's message. */
export const sendFeedback = (body: FeedbackRequest): Promise<FeedbackResponse> =>
  apiRequest<FeedbackResponse>(API_PATHS.feedback, { method: 'POST', body });

/** Send a message; nothing is cached, so nothing is invalidated. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
