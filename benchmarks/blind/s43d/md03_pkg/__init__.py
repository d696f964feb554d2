"""Event classifier with a diagonal Laplace posterior for deep-ocean tsunami buoy windows."""
