"""PPO with a Gaussian policy that keeps a yo-yo 'sleeping' (spinning at the bottom of the string)."""
