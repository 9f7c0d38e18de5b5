import { api } from '../../shared/api';

export interface CardComment {
  id: number;
  body: string;
  createdAt: string;
  author: { id: number; name: string | null; avatar: string | null };
  canDelete: boolean;
}
export interface CommentsPage {
  data: CardComment[];
  meta: { nextCursor: number | null; allowComments: boolean; canComment: boolean };
}

export async function fetchComments(cardId: number, cursor: number | null): Promise<CommentsPage> {
  return api.get(`cards/${cardId}/comments`, { searchParams: cursor ? { cursor } : {} }).json<CommentsPage>();
}

export async function postComment(cardId: number, body: string): Promise<CardComment> {
  return (await api.post(`cards/${cardId}/comments`, { json: { body } }).json<{ data: CardComment }>()).data;
}

export async function removeComment(id: number): Promise<void> {
  await api.delete(`comments/${id}`);
}
