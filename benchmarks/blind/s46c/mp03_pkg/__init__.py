"""TD3 that learns to damp a hammock's sway with a foot pushing against the ground."""
