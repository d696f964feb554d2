"""Which fish species will thrive in a hobbyist's aquarium: BPR recommender on top of frozen water-chemistry embeddings."""
