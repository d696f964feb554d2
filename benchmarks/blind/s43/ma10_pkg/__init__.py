"""Sled-dog gait classification from harness IMUs, learned team by team with EWC."""
