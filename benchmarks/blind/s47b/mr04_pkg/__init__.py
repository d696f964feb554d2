"""Weakly supervised dry-chain detection from bicycle drivetrain vibration."""
