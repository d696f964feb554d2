"""EV charging hubs: next-hour port occupancy, pre-trained on one city and fine-tuned on another."""
