let socketId: string | null = null;

/** This tab's realtime socket id while connected; sent as X-Socket-Id so the server leaves this tab out (toOthers). */
export const currentSocketId = () => socketId;
export const setSocketId = (id: string | null) => {
  socketId = id;
};
