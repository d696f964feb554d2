"""Lameness localisation in trotting horses from poll and pelvis inertial sensors."""
