import { z } from 'zod';
import {
  ChangeYardAnswerSchema,
  type ChangeYardRequest,
  EndTenancyAnswerSchema,
  type EndTenancyRequest,
  WaitlistAnswerSchema,
  type WaitlistRequest,
  YardOccupancySchema,
  YardSchema,
  YardsAnswerSchema,
  type YardCapacityRequest,
  type YardSlug,
  YARDS_API,
} from '../../domain/yards.schema.ts';
import { getJson, postJson, putJson } from './api-client.ts';

export function endTenancy(request: EndTenancyRequest) {
  return postJson(YARDS_API.endTenancy, request, EndTenancyAnswerSchema);
}

export function waitlistApplication(request: WaitlistRequest) {
  return postJson(YARDS_API.waitlist, request, WaitlistAnswerSchema);
}

export function changeYard(request: ChangeYardRequest) {
  return postJson(YARDS_API.changeYard, request, ChangeYardAnswerSchema);
}

export function fetchOccupancy(options?: { signal?: AbortSignal }) {
  return getJson(YARDS_API.occupancy, YardOccupancySchema, options);
}

/**
 * The dashboard's read: past the browser's cache, which may keep the public answer for a minute
 * (visitors may see it a minute late; the operator must see what was just saved).
 */
export function fetchYards(options?: { signal?: AbortSignal }) {
  return getJson(YARDS_API.list, YardsAnswerSchema, { ...options, cache: 'no-cache' });
}

/** The figures go as the form read them (text it could not read as a number too): the server checks them. */
export function saveYardCapacity(slug: YardSlug, figures: Record<keyof YardCapacityRequest, number | string | null>) {
  return putJson(YARDS_API.capacity(slug), figures, z.object({ isSuccess: z.literal(true), yard: YardSchema }));
}
