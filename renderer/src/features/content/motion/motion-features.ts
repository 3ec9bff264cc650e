import { domAnimation } from 'framer-motion';

// Loaded on demand by MotionFeatures, so animation code never weighs on a page's first load.
export default domAnimation;
