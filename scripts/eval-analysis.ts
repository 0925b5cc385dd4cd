// `npm run eval`: precision and recall of the complaint analysis engine per field (issue 5). Being built.
console.log('The complaint analysis evaluation is not built yet.');
