"""REDQ-style agent that tilts an hourglass so the sand runs out exactly on a target schedule."""
