import type { Comment } from "@common/comments";

/** A comment as a query reads it (the comment's columns and its author's id and name, joined) and as the API shows it. */
export function toComment(row: {
  id: number;
  content: string;
  created_at: string;
  user_id: number;
  username: string;
}): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.created_at,
    user: { id: row.user_id, username: row.username },
  };
}
