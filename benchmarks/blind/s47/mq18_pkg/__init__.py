"""Dueling double-DQN with prioritised replay for a rubber-band launcher aimed at paper targets."""
