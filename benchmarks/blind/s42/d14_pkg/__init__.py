"""Radiation-fog nowcasting at an airfield: visibility three hours ahead from the last 12 hours."""
