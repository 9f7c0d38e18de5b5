import { api } from '../../shared/api';

export interface BotMessage {
  id: number;
  title: string | null;
  body: string;
  link: string | null;
  audience: 'all' | 'users';
  recipients: number;
  pushed: number;
  createdAt: string;
}

export interface BotMessageDraft {
  title?: string;
  body: string;
  link?: string;
  userIds?: number[];
  push: boolean;
}

export async function fetchBotMessages(): Promise<BotMessage[]> {
  return (await api.get('admin/bot/messages').json<{ data: BotMessage[] }>()).data;
}

export async function sendBotMessage(draft: BotMessageDraft): Promise<BotMessage> {
  return (await api.post('admin/bot/messages', { json: draft }).json<{ data: BotMessage }>()).data;
}
