/** Workspaces (spec §3; decision 062): links, QR codes, cards and companies belong to one. */
import { array, boolean, nullable, number, object, optional, record, size, string, type, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';

export const WORKSPACE_MESSAGES = {
  nameRequired: 'Workspace name is required',
  defaultUndeletable: 'The default workspace cannot be deleted. Make another workspace the default first.',
  notEmpty: 'This workspace still has content. Choose a workspace to move it to.',
  moveTarget: 'Choose another workspace of this organisation',
} as const;

export const Workspace = object({
  id: string(),
  name: string(),
  is_default: boolean(),
  /** What belongs to it, per kind (links today; QR codes, cards, companies as their modules register). */
  counts: record(string(), number()),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Workspace = Infer<typeof Workspace>;
export const WorkspaceResponse = results(Workspace);
export const WorkspaceListResponse = results(array(Workspace));

export const WorkspaceRequest = object({
  name: size(string(), 1, 80),
  is_default: optional(boolean()),
});
export type WorkspaceRequest = Infer<typeof WorkspaceRequest>;

/** DELETE workspaces/:id?move_to=<id>: answers what was moved. */
export const DeleteWorkspaceResponse = results(
  object({ id: string(), deleted: boolean(), moved_to: nullable(string()), moved: record(string(), number()) }),
);
export const WORKSPACE_HEADER = 'Workspace-Id';

/**
 * `?workspace_id=` on the lists of links, QR codes, cards and companies (decision 067): only that
 * workspace's items (422 when it is not the organisation's, 403 when the member may not use it);
 * without it, every workspace the member may use. Other query keys are the list's own.
 */
export const WorkspaceListQuery = type({ workspace_id: optional(size(string(), 1, 64)) });
export type WorkspaceListQuery = Infer<typeof WorkspaceListQuery>;
