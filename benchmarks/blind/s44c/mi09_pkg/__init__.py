"""Ski resort: forecast the chairlift queue (skiers waiting) 5 minutes ahead."""
