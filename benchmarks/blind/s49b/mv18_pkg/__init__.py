"""Watering-schedule recommender for houseplant owners, trained against a learned hard-negative generator."""
