/** Workspaces (spec §3; decision 062): links, QR codes, cards and companies belong to one. */
import { array, boolean, nullable, number, object, optional, record, size, string, type Infer } from 'superstruct';
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
