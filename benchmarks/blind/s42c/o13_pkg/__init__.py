"""Joint location of a small swarm of local earthquakes from P and S picks."""
