"""TD3 coach for stone skipping: adjust release angle, speed and spin between throws."""
