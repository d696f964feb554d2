"""PPO for a 2-D point reacher (vectorised, pure torch)."""
