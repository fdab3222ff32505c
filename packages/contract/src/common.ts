import { z } from 'zod';
import { GUIDE_CATEGORIES, PERSON_FILTERS, RATINGS, STAGES, TOGGLES, TOPICS } from './constants.js';

export const stageSchema = z.enum(STAGES);
export const ratingSchema = z.enum(RATINGS);
export const personFilterSchema = z.enum(PERSON_FILTERS);
export const topicSchema = z.enum(TOPICS);
export const guideCategorySchema = z.enum(GUIDE_CATEGORIES);
export const toggleSchema = z.enum(TOGGLES);
