import { createRoot } from 'react-dom/client';

// The floor the phone bench compares the site against: React 19 rendering one heading, nothing else.
createRoot(document.getElementById('root')!).render(<h1>Casino</h1>);
