"""Laundry drying on a clothesline: forecast remaining moisture and whether it is dry by sunset."""
