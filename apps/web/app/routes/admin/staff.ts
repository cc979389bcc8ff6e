import type { Route } from './+types/staff';
import { staffSession } from '~/lib/session.server';

/**
 * Every staff-only route sits under this pathless route (routes.ts): its middleware lets only signed-in staff in
 * and keeps their CMS session fresh (app/lib/session.server.ts). The pages add the back-office around them
 * (./layout.tsx); the resume download and the cover upload are resource routes beside them.
 */
export const middleware: Route.MiddlewareFunction[] = [staffSession];
