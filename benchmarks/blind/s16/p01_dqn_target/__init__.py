"""Small DQN agent on a synthetic chain environment."""
