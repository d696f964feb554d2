"""Free-chlorine dosing for a fleet of hot tubs with double DQN."""
