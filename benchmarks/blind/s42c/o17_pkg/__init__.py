"""Broadband anti-reflection coating design (thin-film transfer matrices)."""
