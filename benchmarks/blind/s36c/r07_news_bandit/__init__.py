"""Neural epsilon-greedy contextual bandit for front-page article selection."""
