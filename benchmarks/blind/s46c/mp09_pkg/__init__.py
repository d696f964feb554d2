"""PPO for a motorised counterweight that steadies a hanging bird feeder swaying in the wind."""
