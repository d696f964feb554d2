"""Food delivery: ETA in minutes plus the risk of missing the promised window."""
