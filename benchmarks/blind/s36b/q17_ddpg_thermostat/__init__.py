"""DDPG for a batch of simulated rooms whose heater power is the continuous action."""
