"""DQN with a target network on a synthetic chain MDP."""
