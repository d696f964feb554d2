"""Live-event ticketing: recommend upcoming concerts to fans (BPR matrix factorisation with side features)."""
