import { startAlertFeedServer } from './test/alert-feed-server.js';
const s = await startAlertFeedServer();
console.log(s.origin);
setInterval(() => {}, 1 << 30);
