// The shell carries the model (it asks for milestones whenever progress is read); the offer's card loads on demand.
export { MilestoneOffer } from './ui/MilestoneOffer';
