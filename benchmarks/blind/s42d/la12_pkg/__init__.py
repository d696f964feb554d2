"""Roller-coaster ride comfort per track element: vertical-g comfort index and lateral-jerk exceedance."""
