require('ts-node').register({ transpileOnly: true });
const { buildApp } = require('/work/main/server/app');
buildApp({ mode: 'production' }).then((app) => app.listen({ host: '127.0.0.1', port: 45123 }).then(() => { console.log('up'); setTimeout(() => app.close().then(() => process.exit(0)), 14000); }));
