"""DDPG that learns to keep a yo-yo 'sleeping' (spinning at the end of the string)."""
